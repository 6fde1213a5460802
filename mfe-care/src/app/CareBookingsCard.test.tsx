import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careMessages, stylistMessages } from '@petpal/contracts';
import { ownerRequest } from '../test/fixtures';
import { cancelledAppointment, stylingAppointment } from '../test/stylist-fixtures';
import {
  apiError,
  fakeApi,
  ok,
  renderWithPlatform,
  sitterUser,
  stylistUser,
  type RecordedRequest,
} from '../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { CareBookingsCard } from './CareBookingsCard';

const pending = ownerRequest();
const accepted = ownerRequest({
  id: 'e10000000000000000000002',
  serviceType: 'house-sitting',
  status: 'accepted',
  startDate: '2026-12-20',
  endDate: '2026-12-22',
});
const declined = ownerRequest({
  id: 'e10000000000000000000003',
  status: 'declined',
  declineReason: 'Away that week.',
  canCancel: false,
});
const done = ownerRequest({
  id: 'e10000000000000000000004',
  status: 'accepted',
  startDate: '2026-11-02',
  endDate: '2026-11-02',
  canCancel: false,
  canRate: true,
});
const grooming = stylingAppointment();
const expired = ownerRequest({ id: 'e10000000000000000000005', status: 'expired', canCancel: false });
const cancelled = ownerRequest({ id: 'e10000000000000000000006', status: 'cancelled', canCancel: false, rated: false });

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/care/requests': (request: RecordedRequest) =>
      ok({
        requests: request.query.get('scope') === 'past' ? [done, declined, expired, cancelled] : [pending, accepted],
      }),
    'GET /api/care/stylist-appointments': (request: RecordedRequest) =>
      ok({ appointments: request.query.get('scope') === 'past' ? [cancelledAppointment] : [grooming] }),
    'GET /api/care/training-appointments': ok({ appointments: [] }),
    ...overrides,
  });
}

const item = (list: HTMLElement, index: number) => within(list).getAllByRole('listitem')[index]!;

/** Upcoming bookings come first; the past ones are under their own tab. */
async function openPast() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Past' }));
  return screen.findByRole('list', { name: 'Past care bookings' });
}

describe('CareBookingsCard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lists upcoming and past bookings with sitter, service, when, pets and status', async () => {
    api();
    renderWithPlatform(<CareBookingsCard />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming care bookings' });
    const first = item(upcoming, 0);
    for (const text of [
      'Asha Rao',
      'Pending',
      'Dog Walking',
      'December 7, 2026 to December 9, 2026, 09:00 - 17:00 each day (Asia/Kolkata)',
      'Bella (Beagle)',
      'Indiranagar, Bengaluru',
      'Waiting for an answer until',
    ]) {
      expect(first.textContent).toContain(text);
    }
    expect(item(upcoming, 1).textContent).toContain('Accepted');
    expect(item(upcoming, 1).textContent).toContain('December 20, 2026, 09:00 to December 22, 2026, 17:00');
    expect(screen.queryByRole('list', { name: 'Past care bookings' })).toBeNull();
    const past = await openPast();
    expect(item(past, 1).textContent).toContain('Declined');
    expect(item(past, 1).textContent).toContain('ReasonAway that week.');
    expect(item(past, 2).textContent).toContain('Expired');
    expect(item(past, 2).textContent).toContain('The sitter did not answer within 24 hours.');
    expect(item(past, 3).textContent).toContain('Cancelled');
    // A cancelled booking offers only Message (the inbox, 085): no Rate, Cancel or report cards.
    expect(
      within(item(past, 3))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Message']);
  });

  it('says so under Past when nothing has passed yet', async () => {
    api({
      'GET /api/care/requests': (request: RecordedRequest) =>
        ok({ requests: request.query.get('scope') === 'past' ? [] : [pending] }),
      'GET /api/care/stylist-appointments': ok({ appointments: [] }),
    });
    renderWithPlatform(<CareBookingsCard />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past bookings yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Upcoming care bookings' })).toBeNull();
  });

  it("opens the Past tab for a notice's link to a booking that has passed, at that booking", async () => {
    api();
    // jsdom lays nothing out and has no scrollIntoView: record the call instead.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.pushState(null, '', `/appointments?booking=${done.id}`);
    renderWithPlatform(<CareBookingsCard />);
    const past = await screen.findByRole('list', { name: 'Past care bookings' });
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(within(item(past, 0)).getByRole('button', { name: 'Rate' })).toBeTruthy();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'center' }));
  });

  it('cancels after confirmation', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/requests/${pending.id}/cancel`]: ok({ request: { ...pending, status: 'cancelled' } }),
    });
    renderWithPlatform(<CareBookingsCard />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming care bookings' });
    await user.click(within(item(upcoming, 0)).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking Cancelled')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith(`${pending.id}/cancel`))).toBe(true);
  });

  it("says why a cancellation was refused, in the API's words", async () => {
    const user = userEvent.setup();
    api({ [`POST /api/care/requests/${pending.id}/cancel`]: apiError(409, 'conflict', careMessages.notCancellable) });
    renderWithPlatform(<CareBookingsCard />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming care bookings' });
    await user.click(within(item(upcoming, 0)).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(careMessages.notCancellable)).toBeTruthy();
  });

  it('rates a completed booking once: "Rating submitted successfully!"', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/requests/${done.id}/rating`]: {
        status: 201,
        body: {
          review: { id: 'r9', rating: 4, feedback: 'Kind', author: 'Sam', createdAt: '2026-11-03T10:00:00.000Z' },
        },
      },
    });
    renderWithPlatform(<CareBookingsCard />);
    const past = await openPast();
    expect(within(item(past, 1)).queryByRole('button', { name: 'Rate' })).toBeNull();
    await user.click(within(item(past, 0)).getByRole('button', { name: 'Rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate your pet sitter' });
    expect(within(dialog).getByRole('button', { name: 'Submit Rating' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText('4 stars'));
    await user.type(within(dialog).getByLabelText('Feedback (optional)'), 'Kind');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating submitted successfully!')).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/rating'))?.body).toEqual({ rating: 4, feedback: 'Kind' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Failed to submit rating. Please try again." and keeps the dialog open', async () => {
    const user = userEvent.setup();
    api({ [`POST /api/care/requests/${done.id}/rating`]: apiError(500, 'internal', 'Oops') });
    renderWithPlatform(<CareBookingsCard />);
    const past = await openPast();
    await user.click(within(item(past, 0)).getByRole('button', { name: 'Rate' }));
    await user.click(screen.getByLabelText('5 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rate your pet sitter' })).toBeTruthy();
  });

  it('shows an empty card, without an error, to a user with no pet owner profile', async () => {
    api({
      'GET /api/care/requests': apiError(403, 'forbidden', careMessages.noOwnerProfile),
      'GET /api/care/stylist-appointments': apiError(403, 'forbidden', careMessages.noOwnerProfile),
      'GET /api/care/training-appointments': apiError(403, 'forbidden', careMessages.noOwnerProfile),
    });
    renderWithPlatform(<CareBookingsCard />);
    expect(await screen.findByText('No care bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a Pet Sitter' }).getAttribute('href')).toBe(
      '/services/book-pet-sitter',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a failed load and offers to try again', async () => {
    api({ 'GET /api/care/requests': apiError(500, 'internal', 'Oops') });
    renderWithPlatform(<CareBookingsCard />);
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load your care bookings. Please try again.').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the grooming appointments and cancels one after confirmation', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/stylist-appointments/${grooming.id}/cancel`]: ok({
        appointment: { ...grooming, status: 'cancelled', cancelledBy: 'owner', cancellable: false },
      }),
    });
    renderWithPlatform(<CareBookingsCard />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming grooming appointments' });
    for (const text of [
      'Bath & Brush',
      'Confirmed',
      'Meera Iyer, Mumbai, Maharashtra',
      'December 3, 2026, 11:00 - 12:00 (Asia/Kolkata)',
      'Bella',
    ]) {
      expect(item(upcoming, 0).textContent).toContain(text);
    }
    await user.click(within(item(upcoming, 0)).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Your appointment has been cancelled successfully.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith(`${grooming.id}/cancel`))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('list', { name: 'Past grooming appointments' });
    expect(item(past, 0).textContent).toContain('Cancelled by the stylist. Reason: Unwell that day.');
    // A cancelled appointment offers only Message (docs/decisions/095): no Rate or Cancel.
    expect(
      within(item(past, 0))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Message']);
  });

  it("says why a grooming cancellation was refused, in the API's words", async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/care/stylist-appointments/${grooming.id}/cancel`]: apiError(
        409,
        'not_cancellable',
        stylistMessages.notCancellable,
      ),
    });
    renderWithPlatform(<CareBookingsCard />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming grooming appointments' });
    await user.click(within(item(upcoming, 0)).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText(stylistMessages.notCancellable)).toBeTruthy();
  });

  it('leads a verified pet stylist to their practice', async () => {
    const requests = api(verifiedProvider('pet_stylist'));
    renderWithPlatform(<CareBookingsCard />, { user: stylistUser });
    expect((await screen.findByRole('link', { name: 'Manage Practice' })).getAttribute('href')).toBe(
      '/dashboard/stylist-practice',
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/provider-standing']);
  });

  it('leads a verified pet sitter to their booking requests', async () => {
    api(verifiedProvider('pet_sitter'));
    renderWithPlatform(<CareBookingsCard />, { user: sitterUser });
    expect((await screen.findByRole('link', { name: 'Manage Requests' })).getAttribute('href')).toBe(
      '/dashboard/sitter-practice',
    );
  });

  it('shows a pet sitter waiting for review that the application is complete, without the way in', async () => {
    api({ [STANDING_ROUTE]: standingOf('pet_sitter', { status: 'pending' }) });
    renderWithPlatform(<CareBookingsCard />, { user: sitterUser });
    expect(await screen.findByRole('heading', { level: 4, name: 'Pending verification' })).toBeTruthy();
    expect(screen.getByText('Sent for review on 20 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage Requests' })).toBeNull();
  });
});
