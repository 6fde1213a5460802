import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asha, bella, inDays, ravi, sitterList } from '../../../test/fixtures';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { SitterResultsPage } from './SitterResultsPage';

const query = `service=dog-walking&location=Bengaluru&startDate=${inDays(3)}&endDate=${inDays(5)}&startTime=09%3A00&endTime=17%3A00`;
const route = `/services/book-pet-sitter/results?${query}`;

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/care/sitters': ok(sitterList([asha, ravi])),
    'GET /api/auth/pets': ok({ pets: [bella] }),
    ...overrides,
  });
}

describe('SitterResultsPage', () => {
  it('searches the service near the location and shows each card as the spec lists it', async () => {
    const requests = api();
    renderWithPlatform(<SitterResultsPage />, { route });
    const card = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(requests[0]?.query.toString()).toBe('location=Bengaluru&service=Dog+Walking');
    for (const text of [
      'Indiranagar, Bengaluru',
      '4.8',
      '(3 reviews)',
      '6 years of experience',
      '₹450 per hour',
      'Dog Walking',
      'Day Care',
      'House Sitting',
      '+2 more',
    ]) {
      expect(card.textContent).toContain(text);
    }
    expect(card.textContent).not.toContain('Pet Taxi');
    expect(within(card).getByRole('img', { name: 'Asha Rao' }).textContent).toBe('AR');
    expect(within(card).getByRole('link', { name: 'View Details of Asha Rao' }).getAttribute('href')).toBe(
      `/sitter-profile/${asha.id}?${query}`,
    );
    const newcomer = screen.getByRole('listitem', { name: 'Ravi Kumar' });
    expect(newcomer.textContent).toContain('New');
    expect(newcomer.textContent).toContain('(0 reviews)');
    expect(newcomer.textContent).toContain('1 year of experience');
    expect(screen.getByText('2 pet sitters found')).toBeTruthy();
    expect(screen.getByText(`Dog Walking`, { selector: 'strong' }).parentElement?.textContent).toBe(
      'Dog Walking near Bengaluru',
    );
  });

  it('shows the photos, or "No Photos Available"', async () => {
    const user = userEvent.setup();
    api();
    renderWithPlatform(<SitterResultsPage />, { route });
    await user.click(await screen.findByRole('button', { name: 'View Photos (2) of Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of Asha Rao' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Asha Rao, photo 1 of 2', 'Asha Rao, photo 2 of 2']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Photos (0) of Ravi Kumar' }));
    expect(within(screen.getByRole('dialog')).getByText('No Photos Available')).toBeTruthy();
  });

  it('says "No Pet Sitters Found" and offers to change the search', async () => {
    api({ 'GET /api/care/sitters': ok(sitterList([])) });
    renderWithPlatform(<SitterResultsPage />, { route });
    expect(await screen.findByText('No Pet Sitters Found')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Change Search' });
    expect(links[0]?.getAttribute('href')).toBe(`/services/book-pet-sitter/dog-walking?${query}`);
  });

  it('toasts "Failed to load pet sitters. Please try again." and retries', async () => {
    const user = userEvent.setup();
    api({ 'GET /api/care/sitters': [apiError(500, 'internal', 'Oops'), ok(sitterList([asha]))] });
    renderWithPlatform(<SitterResultsPage />, { route });
    await waitFor(() => expect(screen.getAllByText('Failed to load pet sitters. Please try again.')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Asha Rao' })).toBeTruthy();
  });

  it.each([
    ['/services/book-pet-sitter/results?service=dog-walking', 'No dates found in search criteria'],
    [
      '/services/book-pet-sitter/results?service=dog-walking&startDate=tomorrow&endDate=2026-12-09',
      'Invalid date format in search criteria',
    ],
  ])('refuses criteria without valid dates (%s)', (url, message) => {
    const requests = api();
    renderWithPlatform(<SitterResultsPage />, { route: url });
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Start a New Search' }).getAttribute('href')).toBe(
      '/services/book-pet-sitter',
    );
    expect(requests).toHaveLength(0);
  });

  it('asks a guest to log in', () => {
    const requests = api();
    renderWithPlatform(<SitterResultsPage />, { route, user: null });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toHaveLength(0);
  });

  it('pages through the results twenty at a time', async () => {
    const user = userEvent.setup();
    const requests = api({
      'GET /api/care/sitters': (request: RecordedRequest) =>
        request.query.get('page') === '2' ? ok(sitterList([ravi], 21, 2)) : ok(sitterList([asha], 21)),
    });
    renderWithPlatform(<SitterResultsPage />, { route });
    await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(currentUrl()).toContain('&page=2');
    expect(requests.at(-1)?.query.get('page')).toBe('2');
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Pet sitters' }));
  });

  it("links each card's Send Booking Request to the sitter's page at its form, the criteria riding along", async () => {
    api();
    renderWithPlatform(<SitterResultsPage />, { route });
    const link = await screen.findByRole('link', { name: 'Send Booking Request to Asha Rao' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith(`/sitter-profile/${asha.id}?`)).toBe(true);
    expect(href).toContain(`startDate=${inDays(3)}`);
    expect(href.endsWith('#send-request')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
