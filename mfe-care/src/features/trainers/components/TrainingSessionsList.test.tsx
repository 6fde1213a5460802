import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainerMessages } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { apiError, fakeApi, ok, renderWithPlatform, trainerUser, type RecordedRequest } from '../../../test/render';
import { inPerson, ownerSession } from '../../../test/trainer-fixtures';
import { TrainingSessionsList } from './TrainingSessionsList';

const pending = ownerSession();
const confirmed = ownerSession({ ...inPerson, id: 'f10000000000000000000002', pet: null, sessionType: 'Agility' });
const declined = ownerSession({
  id: 'f10000000000000000000003',
  status: 'declined',
  paymentStatus: 'cancelled',
  declineReason: 'Fully booked that week.',
  expiresAt: null,
  canCancel: false,
});

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/care/training-appointments': (request: RecordedRequest) =>
      ok({ appointments: request.query.get('scope') === 'past' ? [declined] : [pending, confirmed] }),
    ...overrides,
  });
}

describe('TrainingSessionsList', () => {
  it("lists the owner's upcoming sessions with how, when, payment and status", async () => {
    api();
    renderWithPlatform(<TrainingSessionsList part="upcoming" />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming training sessions' });
    const [first, second] = within(upcoming).getAllByRole('listitem');
    for (const text of [
      'Meera Nair',
      'Pending',
      'Puppy training',
      'December 7, 2026, 10:00 - 11:00 (Asia/Kolkata)',
      'Online (Zoom)',
      'https://zoom.us/j/123456789',
      'Bella (Beagle)',
      '₹1,500.00, charged 24 hours before the session',
      'Waiting for the trainer to accept until',
    ]) {
      expect(first?.textContent).toContain(text);
    }
    expect(second?.textContent).toContain('Confirmed');
    expect(second?.textContent).toContain('In person');
    expect(second?.textContent).not.toContain('Payment');
    expect(screen.queryByRole('list', { name: 'Past training sessions' })).toBeNull();
  });

  it("lists the owner's past sessions under the Past tab, without Cancel", async () => {
    api();
    renderWithPlatform(<TrainingSessionsList part="past" />);
    const past = await screen.findByRole('list', { name: 'Past training sessions' });
    expect(screen.queryByRole('list', { name: 'Upcoming training sessions' })).toBeNull();
    expect(past.textContent).toContain('ReasonFully booked that week.');
    expect(within(past).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels a session after asking', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/training-appointments/${pending.id}/cancel`]: ok({
        appointment: { ...pending, status: 'cancelled', canCancel: false },
      }),
    });
    renderWithPlatform(<TrainingSessionsList part="upcoming" />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming training sessions' });
    await user.click(within(within(upcoming).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this training session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Session' }));
    expect(await screen.findByText(trainerMessages.cancelled)).toBeTruthy();
    expect(screen.getByText(trainerMessages.cancelledTitle)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith(`${pending.id}/cancel`))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's reason when a cancel is refused", async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/care/training-appointments/${pending.id}/cancel`]: apiError(
        409,
        'conflict',
        trainerMessages.notCancellable,
      ),
    });
    renderWithPlatform(<TrainingSessionsList part="upcoming" />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming training sessions' });
    await user.click(within(within(upcoming).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Session' }));
    expect(await screen.findByText(trainerMessages.notCancellable)).toBeTruthy();
  });

  it('offers to book a trainer when there is nothing upcoming', async () => {
    fakeApi({ 'GET /api/care/training-appointments': ok({ appointments: [] }) });
    renderWithPlatform(<TrainingSessionsList part="upcoming" />);
    expect(await screen.findByText('No upcoming training sessions.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a Pet Trainer' }).getAttribute('href')).toBe(
      '/services/book-a-trainer',
    );
  });

  it('shows nothing, and no error, to a user without a pet owner profile', async () => {
    const requests = fakeApi({
      'GET /api/care/training-appointments': apiError(403, 'forbidden', 'Could not find your pet owner profile.'),
    });
    const { container } = renderWithPlatform(<TrainingSessionsList part="upcoming" />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a failed load', async () => {
    fakeApi({ 'GET /api/care/training-appointments': apiError(500, 'internal', 'Oops') });
    renderWithPlatform(<TrainingSessionsList part="upcoming" />);
    await waitFor(() => expect(screen.getAllByText(trainerMessages.loadAppointmentsFailed).length).toBeGreaterThan(1));
  });

  it('sends a verified pet trainer to their own sessions', async () => {
    const requests = fakeApi(verifiedProvider('pet_trainer'));
    renderWithPlatform(<TrainingSessionsList part="upcoming" />, { user: trainerUser });
    expect((await screen.findByRole('link', { name: 'Manage Training Sessions' })).getAttribute('href')).toBe(
      '/dashboard/trainer-practice',
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/provider-standing']);
  });
});
