import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'upcoming', label: 'Upcoming', content: 'No upcoming appointments' },
  { id: 'past', label: 'Past', content: 'Two past visits' },
  { id: 'cancelled', label: 'Cancelled', content: 'Nothing cancelled' },
];

describe('Tabs', () => {
  it('shows the first tab and its labelled panel', () => {
    renderWithTheme(<Tabs tabs={tabs} label="Appointments" />);
    expect(screen.getByRole('tablist', { name: 'Appointments' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' }).textContent).toBe('No upcoming appointments');
  });

  it('moves and selects with arrow keys, wrapping, and Home/End', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs tabs={tabs} onChange={onChange} />);
    screen.getByRole('tab', { name: 'Upcoming' }).focus();

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Two past visits');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cancelled' }));

    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['past', 'upcoming', 'cancelled', 'upcoming']);
  });

  it('follows a controlled value', () => {
    renderWithTheme(<Tabs tabs={tabs} value="past" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
  });
});
