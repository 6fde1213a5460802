import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Select } from './Select';

const pets = [
  { value: 'p1', label: 'Bruno (Beagle)' },
  { value: 'p2', label: 'Misty (Persian)' },
];

describe('Select', () => {
  it('offers the placeholder as an empty first option', () => {
    renderWithTheme(<Select label="Pet (optional)" placeholder="No pet selected" options={pets} />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No pet selected', 'Bruno (Beagle)', 'Misty (Persian)']);
    expect(options[0]?.getAttribute('value')).toBe('');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="Pet" options={pets} onChange={(e) => onChange(e.target.value)} />);
    await userEvent.selectOptions(screen.getByLabelText('Pet'), 'Misty (Persian)');
    expect(onChange).toHaveBeenCalledWith('p2');
  });
});
