import { describe, expect, it } from 'vitest';
import { vetMessages } from '@petpal/contracts';
import {
  bookingInput,
  bookingReducer,
  initialBooking,
  missingForBooking,
  SELECT_SLOT,
  type BookingState,
} from './booking-state';

const slot = { startTime: '09:00', endTime: '09:30', scheduleId: 'b00000000000000000000001' };
type Chosen = BookingState & { date: string; slot: typeof slot };
const chosen: Chosen = { ...initialBooking, date: '2026-12-07', slot };
const free = { fee: 0, paymentMethodId: null, holiday: false };

describe('bookingReducer', () => {
  it('clears the slot when the date changes, and keeps it when the same date is chosen again', () => {
    expect(bookingReducer(chosen, { type: 'date', date: '2026-12-07' }).slot).toEqual(slot);
    const moved = bookingReducer(chosen, { type: 'date', date: '2026-12-08' });
    expect(moved).toMatchObject({ date: '2026-12-08', slot: null });
  });

  it('clears date and slot when a holiday is chosen', () => {
    expect(bookingReducer(chosen, { type: 'date', date: null })).toMatchObject({
      date: null,
      slot: null,
    });
  });

  it('drops the slot someone else took', () => {
    expect(bookingReducer(chosen, { type: 'slotTaken' })).toMatchObject({ date: '2026-12-07', slot: null });
  });
});

describe('missingForBooking', () => {
  it('needs a slot, and no holiday', () => {
    expect(missingForBooking(initialBooking, free)).toEqual([SELECT_SLOT]);
    expect(missingForBooking(chosen, free)).toEqual([]);
    expect(missingForBooking(chosen, { ...free, holiday: true })).toEqual([SELECT_SLOT]);
  });

  it('needs the disclaimer, a contact method and link for a teleconsultation, and a method when it costs', () => {
    const tele: BookingState = { ...chosen, appointmentType: 'teleconsultation' };
    expect(missingForBooking(tele, { ...free, fee: 500 })).toEqual([
      vetMessages.disclaimer,
      vetMessages.paymentMethod,
      vetMessages.contactMethod,
      vetMessages.contactLink,
    ]);
    const ready: BookingState = {
      ...tele,
      disclaimerAccepted: true,
      contactMethod: 'zoom',
      contactLink: ' https://zoom.us/j/1 ',
    };
    expect(missingForBooking(ready, free)).toEqual([]);
    expect(missingForBooking(ready, { ...free, fee: 500 })).toEqual([vetMessages.paymentMethod]);
    expect(missingForBooking(ready, { ...free, fee: 500, paymentMethodId: 'c1' })).toEqual([]);
    expect(missingForBooking({ ...ready, contactLink: '   ' }, free)).toEqual([vetMessages.contactLink]);
  });
});

describe('bookingInput', () => {
  it('sends an in-person booking without teleconsultation fields', () => {
    expect(bookingInput('a1', { ...chosen, reason: '  itchy  ', preferredContact: 'email' }, free)).toEqual({
      vetId: 'a1',
      date: '2026-12-07',
      startTime: '09:00',
      scheduleId: slot.scheduleId,
      appointmentType: 'in_person',
      petId: null,
      reason: 'itchy',
      preferredContact: 'email',
      contactMethod: null,
      contactLink: null,
      disclaimerAccepted: false,
      paymentMethodId: null,
    });
  });

  it('sends the contact, the disclaimer and the payment method of a paid teleconsultation', () => {
    const tele: Chosen = {
      ...chosen,
      appointmentType: 'teleconsultation',
      disclaimerAccepted: true,
      contactMethod: 'whatsapp',
      contactLink: '+91 98765 43210',
      petId: 'd1',
    };
    expect(bookingInput('a1', tele, { fee: 500, paymentMethodId: 'c1', holiday: false })).toMatchObject({
      appointmentType: 'teleconsultation',
      petId: 'd1',
      contactMethod: 'whatsapp',
      contactLink: '+91 98765 43210',
      disclaimerAccepted: true,
      paymentMethodId: 'c1',
    });
  });
});
