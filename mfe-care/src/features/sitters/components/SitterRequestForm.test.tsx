import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { asha, bella, inDays, milo, ownerRequest, ravi, sitterWindow } from '../../../test/fixtures';
import { pickCalendarDay } from '../../../test/booking-calendar-steps';
import { apiError, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import type { ScheduleDraft } from '../../../lib/search-criteria';
import { SitterRequestForm, type RequestSitter } from './SitterRequestForm';

const criteria: ScheduleDraft = {
  serviceType: 'day-care',
  location: 'Indiranagar',
  startDate: inDays(2),
  endDate: inDays(2),
  startTime: '09:00',
  endTime: '17:00',
  scheduleType: 'one-time',
  daysOfWeek: [],
};

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/auth/pets': ok({ pets: [bella, milo] }),
    'GET /api/care/sitters/:id/availability': ok(sitterWindow(asha.id, [inDays(6)])),
    'POST /api/care/requests': { status: 201, body: { request: ownerRequest() } },
    ...overrides,
  });
}

function renderDialog(sitter: RequestSitter = asha, draft: ScheduleDraft | null = criteria) {
  const onSent = vi.fn();
  renderWithPlatform(<SitterRequestForm sitter={sitter} criteria={draft} onSent={onSent} />);
  return { onSent, dialog: screen.getByRole('form', { name: `Booking request to ${sitter.fullName}` }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Bella (Beagle)' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Milo (Labrador)' }));
  await user.click(within(dialog).getByRole('radio', { name: 'No' }));
  await user.type(within(dialog).getByLabelText('Emergency contact'), 'Meera, +91 98765 00000');
}

const send = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send Booking Request' });

describe('SitterRequestForm', () => {
  it('starts from the search criteria and sends the request with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const requests = api();
    const { dialog, onSent } = renderDialog();
    expect((within(dialog).getByLabelText('Service') as HTMLSelectElement).value).toBe('day-care');
    expect(within(dialog).getByLabelText('Comment (optional)').getAttribute('placeholder')).toBe(
      'Day care booking request',
    );
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('Special care instructions (optional)'), 'Allergic to chicken.');
    await user.click(send(dialog));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(ownerRequest()));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      sitterId: asha.id,
      serviceType: 'day-care',
      startDate: inDays(2),
      endDate: inDays(2),
      startTime: '09:00',
      endTime: '17:00',
      // The calendar's days are the sitter's, in their zone (decision 107).
      timeZone: 'Asia/Kolkata',
      scheduleType: 'one-time',
      daysOfWeek: [],
      selectedPets: [bella.id, milo.id],
      emergencyContact: 'Meera, +91 98765 00000',
      specialCareInstructions: 'Allergic to chicken.',
      getsAlongWithOtherDogs: false,
      location: 'Indiranagar',
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(await screen.findByText('Booking Request Sent')).toBeTruthy();
  });

  it('shows the price before the request is sent, and follows the schedule', () => {
    api();
    const { dialog } = renderDialog();
    // Day care 09:00-17:00 on one day at ₹450 an hour.
    const price = () => within(dialog).getByText('Price').nextElementSibling?.textContent;
    expect(price()).toBe('₹3,600.00 (1 visit x ₹3,600.00)');
    fireEvent.change(within(dialog).getByLabelText('End time'), { target: { value: '13:30' } });
    expect(price()).toBe('₹2,025.00 (1 visit x ₹2,025.00)');
  });

  it('takes a boarding stay as a first and a last day on the sitter calendar, priced per night', async () => {
    const user = userEvent.setup();
    const requests = api();
    const { dialog, onSent } = renderDialog(asha, {
      ...criteria,
      serviceType: 'hostel-checkin',
      startDate: '',
      endDate: '',
    });
    await pickCalendarDay(user, inDays(2));
    expect(within(dialog).getByText(/Now choose the last day of the stay/)).toBeTruthy();
    await pickCalendarDay(user, inDays(5));
    expect(within(dialog).getByText(/: 3 nights$/)).toBeTruthy();
    expect(within(dialog).getByText('Price').nextElementSibling?.textContent).toMatch(/\(3 nights x /);
    await fillRequired(user, dialog);
    await user.click(send(dialog));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      serviceType: 'hostel-checkin',
      startDate: inDays(2),
      endDate: inDays(5),
      timeZone: 'Asia/Kolkata',
    });
  });

  it("keeps a stay off the sitter's days off, and says why", async () => {
    const user = userEvent.setup();
    api();
    const { dialog } = renderDialog(asha, { ...criteria, serviceType: 'house-sitting', startDate: '', endDate: '' });
    await pickCalendarDay(user, inDays(4));
    await pickCalendarDay(user, inDays(8));
    expect(within(dialog).getByText(careMessages.sitterAway)).toBeTruthy();
    expect(within(dialog).getByText(/Now choose the last day of the stay/)).toBeTruthy();
    await pickCalendarDay(user, inDays(6));
    expect(within(dialog).getByText(careMessages.sitterAwayDay)).toBeTruthy();
  });

  it("shows the API's refusal of a day the sitter has since taken off under the dates", async () => {
    const user = userEvent.setup();
    const message = careMessages.sitterAwayDay;
    api({
      'POST /api/care/requests': {
        status: 400,
        body: { error: { code: 'invalid_input', message, fields: { startDate: message } } },
      },
    });
    const { dialog } = renderDialog();
    await fillRequired(user, dialog);
    await user.click(send(dialog));
    const dates = within(dialog).getByRole('heading', { name: 'Dates' }).closest('section') ?? dialog;
    expect(await within(dates as HTMLElement).findByText(message)).toBeTruthy();
  });

  it("names what is missing in the contract's words and sends nothing", async () => {
    const user = userEvent.setup();
    const requests = api();
    const { dialog } = renderDialog();
    await within(dialog).findByRole('checkbox', { name: 'Bella (Beagle)' });
    await user.click(send(dialog));
    expect(within(dialog).getByText(careMessages.pets)).toBeTruthy();
    expect(within(dialog).getByText(careMessages.getsAlong)).toBeTruthy();
    expect(within(dialog).getByText(careMessages.emergencyContact)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Bella (Beagle)' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for a weekday of a weekly walk: "Please select at least one day of the week for repeat schedule."', async () => {
    const user = userEvent.setup();
    api();
    const { dialog } = renderDialog(asha, { ...criteria, serviceType: 'dog-walking' });
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Repeat weekly' }));
    await pickCalendarDay(user, inDays(7));
    await pickCalendarDay(user, inDays(20));
    await user.click(send(dialog));
    expect(within(dialog).getByText('Please select at least one day of the week for repeat schedule.')).toBeTruthy();
  });

  it('offers only the services the sitter takes, and picks the only one', async () => {
    api();
    const { dialog } = renderDialog(ravi, { ...criteria, serviceType: 'house-sitting' });
    const service = within(dialog).getByLabelText('Service') as HTMLSelectElement;
    expect([...service.options].map((option) => option.textContent)).toEqual(['Dog Walking']);
    expect(service.value).toBe('dog-walking');
  });

  it('says "Booking Failed" with the API\'s reason: no pet owner profile', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/care/requests': apiError(403, 'forbidden', careMessages.noOwnerProfile) });
    const { dialog, onSent } = renderDialog();
    await fillRequired(user, dialog);
    await user.click(send(dialog));
    const toast = await screen.findByText('Booking Failed');
    expect(toast.parentElement?.textContent).toContain(
      'Could not find your pet owner profile. Please contact support.',
    );
    expect(within(dialog).getByRole('alert').textContent).toContain(careMessages.noOwnerProfile);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('retries a failed send with the same Idempotency-Key: "Failed to create booking request. Please try again."', async () => {
    const user = userEvent.setup();
    const requests = api({
      'POST /api/care/requests': [
        apiError(500, 'internal', 'Oops'),
        { status: 201, body: { request: ownerRequest() } },
      ],
    });
    const { dialog, onSent } = renderDialog();
    await fillRequired(user, dialog);
    await user.click(send(dialog));
    expect(await within(dialog).findByText('Failed to create booking request. Please try again.')).toBeTruthy();
    await user.click(send(dialog));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says "Failed to send booking request. Please try again." when the request never reached the API', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/care/requests': 'network-error' });
    const { dialog } = renderDialog();
    await fillRequired(user, dialog);
    await user.click(send(dialog));
    expect(await within(dialog).findByText('Failed to send booking request. Please try again.')).toBeTruthy();
  });

  it("shows the API's field errors under their fields", async () => {
    const user = userEvent.setup();
    api({
      'POST /api/care/requests': {
        status: 400,
        body: {
          error: {
            code: 'invalid_input',
            message: 'Some fields are missing or not valid.',
            fields: { 'selectedPets.1': careMessages.ownPets },
          },
        },
      },
    });
    const { dialog } = renderDialog();
    await fillRequired(user, dialog);
    await user.click(send(dialog));
    const pets = await within(dialog).findByRole('group', { name: 'Pets for this booking' });
    expect(within(pets).getByRole('alert').textContent).toBe(careMessages.ownPets);
  });

  it('leads an owner without pets to add one', async () => {
    api({ 'GET /api/auth/pets': ok({ pets: [] }) });
    const { dialog } = renderDialog();
    expect((await within(dialog).findByRole('link', { name: 'Add a Pet' })).getAttribute('href')).toBe(
      '/profile/add-pet',
    );
  });
});
