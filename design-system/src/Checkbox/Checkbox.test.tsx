import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    renderWithTheme(<Checkbox label="I accept the disclaimer" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the disclaimer' });
    await userEvent.click(screen.getByText('I accept the disclaimer'));
    expect(box).toHaveProperty('checked', true);
  });
});
