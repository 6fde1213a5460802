import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ownerAppointment, upi, visa } from '../../../test/fixtures';
import { apiError, fakeApi, ok, petOwner, renderWithPlatform } from '../../../test/render';
import { PaymentRequired } from './PaymentRequired';

const appointment = ownerAppointment({
  appointmentType: 'teleconsultation',
  paymentRequired: true,
  paymentStatus: 'pending',
  consultationFee: 840,
});
const payPath = `/api/vet/appointments/${appointment.id}/pay`;
const paid = { appointment: { ...appointment, status: 'confirmed', paymentStatus: 'completed' } };

function renderScreen(shown = appointment) {
  const onPaid = vi.fn();
  const onClose = vi.fn();
  renderWithPlatform(<PaymentRequired appointment={shown} user={petOwner} onClose={onClose} onPaid={onPaid} />);
  return { onPaid, onClose };
}

describe('PaymentRequired', () => {
  it('shows the amount in USD and pays with the default method', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
      [`POST ${payPath}`]: ok(paid),
    });
    const { onPaid } = renderScreen();
    expect(screen.getByText('$10.00 USD')).toBeTruthy();
    expect(await screen.findByLabelText('Visa ending in 4242')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(screen.getByText('Your teleconsultation appointment has been confirmed.')).toBeTruthy();
    expect(onPaid).toHaveBeenCalled();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ paymentMethodId: visa.id });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
  });

  it('preselects the method chosen at booking', async () => {
    fakeApi({ 'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }) });
    renderScreen({ ...appointment, paymentMethodId: upi.id });
    expect(await screen.findByLabelText('UPI sam@okaxis')).toHaveProperty('checked', true);
  });

  it('falls back to the default method when the booked one is gone', async () => {
    fakeApi({ 'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }) });
    renderScreen({ ...appointment, paymentMethodId: '65a000000000000000000999' });
    expect(await screen.findByLabelText('Visa ending in 4242')).toHaveProperty('checked', true);
  });

  it('on a decline says "Payment Failed" and stays; the next Pay Now is a new attempt', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
      [`POST ${payPath}`]: [apiError(402, 'payment_declined', 'Your card was declined.'), ok(paid)],
    });
    const { onPaid } = renderScreen();
    await screen.findByLabelText('Visa ending in 4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('UPI sam@okaxis'));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts[1]?.body).toEqual({ paymentMethodId: upi.id });
    expect(posts[0]?.headers['Idempotency-Key']).not.toBe(posts[1]?.headers['Idempotency-Key']);
  });

  it('Cancel leaves without paying', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ 'GET /api/auth/payment-methods': ok({ methods: [visa] }) });
    const { onClose } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
