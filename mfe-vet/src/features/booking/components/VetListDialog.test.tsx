import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availability, bella, daySlots, drRao, ownerAppointment, visa } from '../../../test/fixtures';
import { apiError, fakeApi, ok, petOwner, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import { BookAVetPage } from './BookAVetPage';
import { VetListDialog } from './VetListDialog';

const base = `/api/vet/vets/${drRao.id}`;
const paidTele = ownerAppointment({
  appointmentType: 'teleconsultation',
  paymentRequired: true,
  paymentStatus: 'pending',
  consultationFee: 500,
  contactMethod: 'zoom',
  contactLink: 'https://zoom.us/j/1',
});

function api(appointment = ownerAppointment()) {
  return fakeApi({
    'GET /api/vet/vets': ok({ vets: [drRao] }),
    [`GET ${base}/availability`]: ok(availability()),
    [`GET ${base}/slots`]: (request: RecordedRequest) => ok(daySlots(request.query.get('date') ?? '')),
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'GET /api/auth/payment-methods': ok({ methods: [visa] }),
    'POST /api/vet/appointments': { status: 201, body: { appointment } },
  });
}

const dialog = () => screen.getByRole('dialog');

describe('VetListDialog', () => {
  it('opens on /services/book-a-vet with the list; closing resets the selected vet', async () => {
    const user = userEvent.setup();
    api();
    renderWithPlatform(<BookAVetPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Vet' })).toBeTruthy();
    await user.click(await within(dialog()).findByRole('button', { name: 'Book Appointment with Dr. Asha Rao' }));
    expect(within(dialog()).getByRole('heading', { name: 'Book an Appointment' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find a Veterinarian' }));
    expect(within(dialog()).getByRole('heading', { name: 'Find a Veterinarian' })).toBeTruthy();
  });

  it('asks a guest to log in before booking', async () => {
    const user = userEvent.setup();
    api();
    renderWithPlatform(<VetListDialog user={null} />, { user: null, route: '/services/book-a-vet?vets=1' });
    await user.click(await screen.findByRole('button', { name: 'Book Appointment with Dr. Asha Rao' }));
    expect(screen.getByText('Log in to book an appointment with Dr. Asha Rao.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('after booking a paid teleconsultation shows Payment Required', async () => {
    const user = userEvent.setup();
    api(paidTele);
    renderWithPlatform(<VetListDialog user={petOwner} />, { route: '/services/book-a-vet?vets=1' });
    await user.click(await screen.findByRole('button', { name: 'Book Appointment with Dr. Asha Rao' }));
    await user.click(await screen.findByLabelText('Teleconsultation'));
    await user.click(screen.getByLabelText('I have read and accept the teleconsultation disclaimer.'));
    await user.click(screen.getByLabelText('Zoom'));
    await user.click(screen.getByLabelText('Zoom Meeting Link'));
    await user.paste('https://zoom.us/j/1');
    const friday = await waitFor(() => {
      const day = document.querySelector<HTMLButtonElement>('button[data-date="2026-12-04"]');
      expect(day).toBeTruthy();
      return day!;
    });
    await user.click(friday);
    await user.click((await screen.findByText('09:00 - 09:30')).closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('Visa ending in 4242')).toBeTruthy());
    await user.click(screen.getByText('Book Appointment', { selector: 'button' }));
    expect(await screen.findByRole('heading', { name: 'Payment Required' })).toBeTruthy();
    expect(await screen.findByText('$5.95 USD')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Payment Required' })).toBeTruthy();
  });

  it('closes after an in-person booking', async () => {
    const user = userEvent.setup();
    api();
    renderWithPlatform(<VetListDialog user={petOwner} />, { route: '/services/book-a-vet?vets=1' });
    await user.click(await screen.findByRole('button', { name: 'Book Appointment with Dr. Asha Rao' }));
    const friday = await waitFor(() => {
      const day = document.querySelector<HTMLButtonElement>('button[data-date="2026-12-04"]');
      expect(day).toBeTruthy();
      return day!;
    });
    await user.click(friday);
    await user.click((await screen.findByText('09:00 - 09:30')).closest('button')!);
    await user.click(screen.getByText('Book Appointment', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the booking of a linked vet (?vet=<id>) and goes back to the list from it', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/vet/vets': ok({ vets: [drRao] }),
      [`GET ${base}`]: ok({ vet: drRao }),
      [`GET ${base}/availability`]: ok(availability()),
      'GET /api/auth/pets': ok({ pets: [bella] }),
      'GET /api/auth/payment-methods': ok({ methods: [visa] }),
    });
    renderWithPlatform(<BookAVetPage />, { route: `/services/book-a-vet?vet=${drRao.id}` });
    expect(await within(dialog()).findByText('Dr. Asha Rao · Dermatology')).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'Book an Appointment' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Back to veterinarians' }));
    expect(await within(dialog()).findByRole('button', { name: 'Book Appointment with Dr. Asha Rao' })).toBeTruthy();
  });

  it('says so when a linked vet does not exist', async () => {
    fakeApi({ [`GET ${base}`]: apiError(404, 'not_found', 'We could not find that veterinarian.') });
    renderWithPlatform(<BookAVetPage />, { route: `/services/book-a-vet?vet=${drRao.id}` });
    expect(await within(dialog()).findByText('We could not find that veterinarian.')).toBeTruthy();
  });
});
