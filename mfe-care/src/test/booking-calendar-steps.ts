import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Picks a day in the booking calendar by its date. A role query over a page with a month grid computes every
 * button's name and visibility, which costs seconds in jsdom; the day buttons carry their date instead.
 */
export async function pickCalendarDay(user: User, isoDate: string): Promise<void> {
  await waitFor(() => expect(document.querySelector('button[data-date]')).toBeTruthy());
  // A day of a later month (near a month's end): the grid turns the page to it.
  for (let turns = 0; turns < 3 && !document.querySelector(`button[data-date="${isoDate}"]`); turns++) {
    const shown = document.querySelector<HTMLButtonElement>('button[data-date]')?.dataset.date ?? '';
    if (shown.slice(0, 7) > isoDate.slice(0, 7)) break;
    await user.click(document.querySelector<HTMLButtonElement>('button[aria-label="Next month"]')!);
  }
  const day = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`button[data-date="${isoDate}"]`);
    expect(button).toBeTruthy();
    return button!;
  });
  await user.click(day);
}

/** Picks a slot of the chosen day by its label ("10:00 - 11:00"), read as text for the same reason. */
export async function pickSlot(user: User, label: string): Promise<void> {
  await user.click(await screen.findByText(label, { selector: 'button' }));
}
