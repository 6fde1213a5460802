import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { apiError, ok, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { availability, daySlots, drRao, ownerAppointment, vetId } from '../test/fixtures';
import { PetpalVetBooking, WIDGET_TAG, widgetText } from './petpal-vet-booking';
import { signInWithPopup } from './widget-sign-in';

vi.mock('./widget-sign-in', () => ({ signInWithPopup: vi.fn() }));

const PETPAL = 'http://petpal.test';
const TOKEN = {
  token: 'pw_test-token-of-the-widget-000000000000000',
  expiresAt: '2026-12-03T10:30:00.000Z',
  email: 'ana@petpal.demo',
};

beforeAll(() => {
  if (!customElements.get(WIDGET_TAG)) customElements.define(WIDGET_TAG, PetpalVetBooking);
});
afterEach(() => document.body.replaceChildren());

const appointment = () =>
  ownerAppointment({
    id: 'd00000000000000000000001',
    pet: null,
    date: '2026-12-04',
    startTime: '09:30',
    endTime: '10:00',
    startsAt: '2026-12-04T04:00:00.000Z',
    reason: 'Vaccination',
    preferredContact: 'phone',
  });

function mount(routes: Routes) {
  const fake = { requests: stubApi(routes) };
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['ready', 'slotSelected', 'booked', 'error']) {
    document.body.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  const element = document.createElement(WIDGET_TAG);
  element.setAttribute('vet-id', vetId);
  element.setAttribute('petpal-origin', PETPAL);
  document.body.append(element);
  const shadow = element.shadowRoot!;
  const button = (name: string) =>
    [...shadow.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement | undefined;
  const text = () => shadow.textContent ?? '';
  return { fake, events, shadow, button, text };
}

const baseRoutes: Routes = {
  [`GET /api/vet/vets/${vetId}`]: ok({ vet: drRao }),
  [`GET /api/vet/vets/${vetId}/availability`]: ok(availability()),
  [`GET /api/vet/vets/${vetId}/slots`]: (request) => ok(daySlots(request.query.get('date')!)),
};

describe('<petpal-vet-booking>', () => {
  it("shows the vet's photo from PetPal beside the name, none without one (decision 116)", async () => {
    const withPhoto = { ...drRao, profileImageUrl: '/api/images/AAAAAAAAAAAAAAAAAAAAAA/640' };
    const { shadow, text } = mount({ ...baseRoutes, [`GET /api/vet/vets/${vetId}`]: ok({ vet: withPhoto }) });
    await waitFor(() => expect(text()).toContain('Book Dr. Asha Rao'));
    const img = shadow.querySelector('header img')!;
    expect(img.getAttribute('src')).toBe(`${PETPAL}/api/images/AAAAAAAAAAAAAAAAAAAAAA/320`);
    expect(img.getAttribute('alt')).toBe('');
    img.dispatchEvent(new Event('error'));
    expect(shadow.querySelector('header img')).toBeNull();
    document.body.replaceChildren();

    const plain = mount(baseRoutes);
    await waitFor(() => expect(plain.text()).toContain('Book Dr. Asha Rao'));
    expect(plain.shadow.querySelector('header img')).toBeNull();
  });

  it('shows the next available dates, then a day’s slots, firing ready and slotSelected', async () => {
    const { events, button, text, fake } = mount(baseRoutes);
    expect(text()).toContain(widgetText.loadingDates);
    await waitFor(() => expect(button('Fri, Dec 4')).toBeDefined());
    expect(text()).toContain(`Book ${drRao.fullName}`);
    expect(text()).toContain('Times in Asia/Kolkata');
    expect(events[0]).toEqual({ type: 'ready', detail: { vetId, availableDates: availability().availableDates } });
    expect(fake.requests.every((r) => r.path.startsWith('/api/vet/'))).toBe(true);

    button('Fri, Dec 4')!.click();
    expect(text()).toContain(widgetText.loadingSlots);
    await waitFor(() => expect(button('09:30 - 10:00')).toBeDefined());
    button('09:30 - 10:00')!.click();
    expect(events.at(-1)).toEqual({
      type: 'slotSelected',
      detail: { vetId, date: '2026-12-04', startTime: '09:30', endTime: '10:00', timeZone: 'Asia/Kolkata' },
    });
    expect(button(widgetText.signIn)).toBeDefined();
  });

  it('signs in through the popup and books with the token and an Idempotency-Key, never a cookie', async () => {
    vi.mocked(signInWithPopup).mockResolvedValue(TOKEN);
    const { events, button, text, fake, shadow } = mount({
      ...baseRoutes,
      'POST /api/vet/appointments': { status: 201, body: { appointment: appointment() } },
    });
    await waitFor(() => expect(button('Fri, Dec 4')).toBeDefined());
    button('Fri, Dec 4')!.click();
    await waitFor(() => expect(button('09:30 - 10:00')).toBeDefined());
    button('09:30 - 10:00')!.click();
    button(widgetText.signIn)!.click();
    await waitFor(() => expect(button(widgetText.book)).toBeDefined());
    expect(vi.mocked(signInWithPopup)).toHaveBeenCalledWith(PETPAL);
    expect(text()).toContain('Booking as ana@petpal.demo');
    shadow.querySelector<HTMLInputElement>('input[value="phone"]')!.click();
    const reason = shadow.querySelector('textarea')!;
    reason.value = 'Vaccination';
    reason.dispatchEvent(new Event('input'));
    button(widgetText.book)!.click();
    await waitFor(() => expect(text()).toContain(widgetText.booked));
    expect(text()).toContain(widgetText.bookedDetail);

    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      vetId,
      date: '2026-12-04',
      startTime: '09:30',
      scheduleId: daySlots('2026-12-04').slots[1]!.scheduleId,
      appointmentType: 'in_person',
      preferredContact: 'phone',
      reason: 'Vaccination',
    });
    expect(post.headers.Authorization).toBe(`Bearer ${TOKEN.token}`);
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(events.at(-1)).toMatchObject({
      type: 'booked',
      detail: { appointmentId: 'd00000000000000000000001', status: 'pending' },
    });
  });

  it('a slot taken meanwhile shows the API’s message, fires error and refreshes the slots', async () => {
    vi.mocked(signInWithPopup).mockResolvedValue(TOKEN);
    const taken = 'This time slot is no longer available. Please choose another time.';
    const { events, button, text, fake } = mount({
      ...baseRoutes,
      'POST /api/vet/appointments': apiError(409, 'slot_taken', taken),
    });
    await waitFor(() => expect(button('Fri, Dec 4')).toBeDefined());
    button('Fri, Dec 4')!.click();
    await waitFor(() => expect(button('09:00 - 09:30')).toBeDefined());
    button('09:00 - 09:30')!.click();
    button(widgetText.signIn)!.click();
    await waitFor(() => expect(button(widgetText.book)).toBeDefined());
    button(widgetText.book)!.click();
    await waitFor(() => expect(text()).toContain(taken));
    expect(events.at(-1)).toEqual({ type: 'error', detail: { vetId, code: 'slot_taken', message: taken } });
    const slotLoads = fake.requests.filter((r) => r.path.endsWith('/slots'));
    expect(slotLoads).toHaveLength(2);
  });

  it('a failed load shows the spec’s message with a retry', async () => {
    const { button, text, events } = mount({
      ...baseRoutes,
      [`GET /api/vet/vets/${vetId}/availability`]: 'network-error',
    });
    await waitFor(() => expect(text()).toContain(widgetText.datesFailed));
    expect(events).toEqual([{ type: 'error', detail: { vetId, code: 'network', message: widgetText.datesFailed } }]);
    expect(button(widgetText.retry)).toBeDefined();
  });
});
