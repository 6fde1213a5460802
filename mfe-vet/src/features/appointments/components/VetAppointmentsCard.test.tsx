import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vetMessages } from '@petpal/contracts';
import { ownerAppointment } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { VetAppointmentsCard } from './VetAppointmentsCard';

const upcoming = ownerAppointment();
const past = ownerAppointment({
  id: 'e00000000000000000000009',
  date: '2026-11-02',
  status: 'completed',
  canCancel: false,
  canRate: true,
  visitNotes: 'Ear drops twice a day for a week.',
});

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/vet/appointments': (request: RecordedRequest) =>
      ok({ appointments: request.query.get('scope') === 'past' ? [past] : [upcoming] }),
    ...overrides,
  });
}

describe('VetAppointmentsCard', () => {
  it("lists the owner's appointments with vet, location, phone, pet, date, time and type", async () => {
    api();
    renderWithPlatform(<VetAppointmentsCard />);
    const list = await screen.findByRole('list', { name: 'Upcoming vet appointments' });
    const item = within(list).getByRole('listitem');
    for (const text of [
      'Dr. Asha Rao',
      'Bengaluru, Karnataka',
      '+91 98765 43210',
      'Bella (Beagle)',
      'December 7, 2026',
      '09:00 - 09:30 (Asia/Kolkata)',
      'In person',
      'Pending',
    ]) {
      expect(item.textContent).toContain(text);
    }
  });

  it('marks a past appointment Completed, with Rate', async () => {
    api();
    renderWithPlatform(<VetAppointmentsCard />);
    const list = await screen.findByRole('list', { name: /Past/ });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Completed')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Rate' })).toBeTruthy();
  });

  it('cancels after confirmation: "Appointment Cancelled"', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/vet/appointments/${upcoming.id}/cancel`]: ok({ appointment: { ...upcoming, status: 'cancelled' } }),
    });
    renderWithPlatform(<VetAppointmentsCard />);
    await screen.findByRole('list', { name: 'Upcoming vet appointments' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Appointment Cancelled')).toBeTruthy();
    expect(screen.getByText('Your appointment has been cancelled successfully.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/cancel'))).toBe(true);
  });

  it('says a paid teleconsultation cancelled in time is refunded', async () => {
    const user = userEvent.setup();
    const paid = ownerAppointment({
      appointmentType: 'teleconsultation',
      paymentRequired: true,
      paymentStatus: 'completed',
      consultationFee: 800,
      canCancel: true,
    });
    api({ 'GET /api/vet/appointments': ok({ appointments: [paid] }) });
    renderWithPlatform(<VetAppointmentsCard />);
    await screen.findByRole('list', { name: 'Upcoming vet appointments' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('dialog')).getByText(/Your payment of ₹800.00 will be refunded\./)).toBeTruthy();
  });

  it('keeps a paid teleconsultation cancelled in time in the list with its refund', async () => {
    const refunded = ownerAppointment({
      status: 'cancelled',
      appointmentType: 'teleconsultation',
      paymentRequired: true,
      paymentStatus: 'completed',
      canCancel: false,
      refund: {
        status: 'refunded',
        amount: { amountMinor: 80_000, currency: 'INR' },
        refundedAt: '2026-11-27T10:00:00.000Z',
      },
    });
    api({ 'GET /api/vet/appointments': ok({ appointments: [refunded] }) });
    renderWithPlatform(<VetAppointmentsCard />);
    const list = await screen.findByRole('list', { name: 'Upcoming vet appointments' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Refunded ₹800.00')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(item.textContent).not.toContain('can no longer be cancelled online');
  });

  it("says why a cancellation was refused, in the API's words or the spec's", async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/vet/appointments/${upcoming.id}/cancel`]: [
        apiError(409, 'too_late', vetMessages.cancelTooLate),
        apiError(500, 'internal', 'Oops'),
      ],
    });
    renderWithPlatform(<VetAppointmentsCard />);
    await screen.findByRole('list', { name: 'Upcoming vet appointments' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText(vetMessages.cancelTooLate)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Failed to cancel appointment. Please try again.')).toBeTruthy();
  });

  it('toasts "Failed to load appointments. Please try again."', async () => {
    api({ 'GET /api/vet/appointments': apiError(500, 'internal', 'Oops') });
    renderWithPlatform(<VetAppointmentsCard />);
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load appointments. Please try again.').length).toBeGreaterThan(1),
    );
  });

  it('rates a past appointment once: stars and feedback, "Rating submitted successfully!"', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/vet/appointments/${past.id}/rating`]: {
        status: 201,
        body: {
          review: { id: 'r9', rating: 4, feedback: 'Kind', author: 'Sam', createdAt: '2026-11-03T10:00:00.000Z' },
        },
      },
    });
    renderWithPlatform(<VetAppointmentsCard />);
    const pastList = await screen.findByRole('list', { name: 'Past vet appointments' });
    expect(pastList.textContent).toContain('Ear drops twice a day for a week.');
    await user.click(within(pastList).getByRole('button', { name: 'Rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate your visit' });
    expect(within(dialog).getByRole('button', { name: 'Submit Rating' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText('4 stars'));
    await user.type(within(dialog).getByLabelText('Feedback (optional)'), 'Kind');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating submitted successfully!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ rating: 4, feedback: 'Kind' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Failed to submit rating. Please try again." when rating fails', async () => {
    const user = userEvent.setup();
    api({ [`POST /api/vet/appointments/${past.id}/rating`]: apiError(500, 'internal', 'Oops') });
    renderWithPlatform(<VetAppointmentsCard />);
    const pastList = await screen.findByRole('list', { name: 'Past vet appointments' });
    await user.click(within(pastList).getByRole('button', { name: 'Rate' }));
    await user.click(screen.getByLabelText('5 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rate your visit' })).toBeTruthy();
  });
});
