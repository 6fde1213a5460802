import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { inDays } from '../../../test/fixtures';
import { currentUrl, renderWithPlatform } from '../../../test/render';
import { SitterSearchPage } from './SitterSearchPage';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillDates(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await user.type(field('Start date'), start);
  await user.type(field('End date'), end);
}

describe('SitterSearchPage', () => {
  it('starts at 09:00 to 17:00 in the resolved city and searches with the criteria in the URL', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<SitterSearchPage />, { route: '/services/book-pet-sitter/form', city: 'Bengaluru' });
    expect(field('Start time').value).toBe('09:00');
    expect(field('End time').value).toBe('17:00');
    expect(field('Location').value).toBe('Bengaluru');
    await user.selectOptions(screen.getByLabelText('Service'), 'house-sitting');
    expect(screen.queryByRole('group', { name: 'Schedule' })).toBeNull();
    await fillDates(user, inDays(3), inDays(5));
    await user.click(screen.getByRole('button', { name: 'Search Pet Sitters' }));
    expect(currentUrl()).toBe(
      `/services/book-pet-sitter/results?service=house-sitting&location=Bengaluru&startDate=${inDays(3)}&endDate=${inDays(5)}&startTime=09%3A00&endTime=17%3A00`,
    );
  });

  it("shows the API's rules before searching, and focuses the first field to fix", async () => {
    const user = userEvent.setup();
    renderWithPlatform(<SitterSearchPage />, { route: '/services/book-pet-sitter/form' });
    await user.click(screen.getByRole('button', { name: 'Search Pet Sitters' }));
    expect(screen.getByText(careMessages.serviceType)).toBeTruthy();
    expect(screen.getByText('Please choose a start date.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Service'));
    await user.selectOptions(screen.getByLabelText('Service'), 'hostel-checkin');
    await fillDates(user, inDays(4), inDays(2));
    await user.click(screen.getByRole('button', { name: 'Search Pet Sitters' }));
    expect(screen.getByText(careMessages.endBeforeStart)).toBeTruthy();
    expect(currentUrl()).toBe('/services/book-pet-sitter/form');
  });

  it('dog walking repeats weekly on chosen weekdays: "Please select at least one day of the week for repeat schedule."', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<SitterSearchPage serviceType="dog-walking" />, {
      route: '/services/book-pet-sitter/dog-walking',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Dog Walking' })).toBeTruthy();
    expect(screen.queryByLabelText('Service')).toBeNull();
    await fillDates(user, inDays(1), inDays(14));
    await user.click(screen.getByRole('radio', { name: 'Repeat weekly' }));
    await user.click(screen.getByRole('button', { name: 'Search Pet Sitters' }));
    const days = screen.getByRole('group', { name: 'Days of the week' });
    expect(within(days).getByRole('alert').textContent).toBe(
      'Please select at least one day of the week for repeat schedule.',
    );
    expect(document.activeElement).toBe(within(days).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Thursday' }));
    await user.click(screen.getByRole('button', { name: 'Search Pet Sitters' }));
    expect(currentUrl()).toContain('service=dog-walking');
    expect(currentUrl()).toContain('schedule=repeat-weekly&days=monday%2Cthursday');
  });

  it('fills the form from the query string ("Change Search")', () => {
    renderWithPlatform(<SitterSearchPage serviceType="day-care" />, {
      route: `/services/book-pet-sitter/day-care?service=day-care&location=Pune&startDate=${inDays(2)}&endDate=${inDays(9)}&startTime=08%3A00&endTime=12%3A30&schedule=repeat-weekly&days=friday`,
    });
    expect(field('Location').value).toBe('Pune');
    expect(field('Start date').value).toBe(inDays(2));
    expect(field('End time').value).toBe('12:30');
    expect(screen.getByRole('radio', { name: 'Repeat weekly' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Friday' })).toHaveProperty('checked', true);
  });
});
