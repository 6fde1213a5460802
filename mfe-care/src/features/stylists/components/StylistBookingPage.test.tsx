import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylistMessages } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import { meera, rohan, stylistList } from '../../../test/stylist-fixtures';
import { StylistBookingPage } from './StylistBookingPage';

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/care/stylists': (request: RecordedRequest) =>
      ok(stylistList(request.query.get('location') === 'Nowhere' ? [] : [meera, rohan])),
    ...overrides,
  });
}

const renderPage = (route = '/services/book-a-stylist') => renderWithPlatform(<StylistBookingPage />, { route });

describe('StylistBookingPage', () => {
  it('asks a guest to log in', () => {
    const requests = api();
    renderWithPlatform(<StylistBookingPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toHaveLength(0);
  });

  it('searches by location and service, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Meera Iyer' });
    for (const text of ['Mumbai, Maharashtra', '8 years of experience', '₹700 per hour', 'De-shedding']) {
      expect(card.textContent).toContain(text);
    }
    expect(screen.getByText('2 pet stylists found')).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Search pet stylists' });
    await user.type(within(search).getByLabelText('Location'), ' mumbai ');
    await user.selectOptions(within(search).getByLabelText('Service'), 'Nail Trimming');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl()).toBe('/services/book-a-stylist?location=mumbai&service=Nail+Trimming'));
    const last = requests.filter((r) => r.path === '/api/care/stylists').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ location: 'mumbai', service: 'Nail Trimming' });
  });

  it('says "No pet stylists match your filter criteria." when none match', async () => {
    api();
    renderPage('/services/book-a-stylist?location=Nowhere');
    expect(await screen.findByText(stylistMessages.noStylists)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pet stylists' })).toBeNull();
  });

  it('toasts "Failed to load pet stylists. Please try again." and offers to try again', async () => {
    api({ 'GET /api/care/stylists': apiError(500, 'internal', 'Oops') });
    renderPage();
    await waitFor(() => expect(screen.getAllByText(stylistMessages.loadStylistsFailed)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("leads a card's Book Appointment to the stylist's page, with the service searched for", async () => {
    api();
    renderPage('/services/book-a-stylist?service=Nail+Trimming');
    const book = await screen.findByRole('link', { name: 'Book Appointment with Meera Iyer' });
    expect(book.getAttribute('href')).toBe(`/services/book-a-stylist/stylist/${meera.id}?service=Nail+Trimming`);
  });
});
