import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { renderWithTheme } from '../test-utils/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    renderWithTheme(
      <EmptyState
        icon={<Icon name="bell" />}
        title="No notifications yet"
        description="We will let you know when something happens."
        action={<Button>Refresh</Button>}
      />,
    );
    expect(screen.getByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText('We will let you know when something happens.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
