import {
  needsPayment,
  TeleconsultationRequirements,
  vetMessages,
  type AppointmentType,
  type BookAppointmentInput,
  type ContactMethod,
  type PreferredContact,
} from '@petpal/contracts';
import { contractErrors, type FieldErrors } from '@petpal/design-system';

export interface ChosenSlot {
  startTime: string;
  endTime: string;
  scheduleId: string;
}

export interface BookingState {
  appointmentType: AppointmentType;
  disclaimerAccepted: boolean;
  /** Chosen by the owner; null means the default method (spec section 2: preselected). */
  paymentMethodId: string | null;
  date: string | null;
  slot: ChosenSlot | null;
  contactMethod: ContactMethod | null;
  contactLink: string;
  /** '' for "No pet selected". */
  petId: string;
  reason: string;
  preferredContact: PreferredContact | null;
}

export const initialBooking: BookingState = {
  appointmentType: 'in_person',
  disclaimerAccepted: false,
  paymentMethodId: null,
  date: null,
  slot: null,
  contactMethod: null,
  contactLink: '',
  petId: '',
  reason: '',
  preferredContact: null,
};

export type BookingAction =
  | { type: 'appointmentType'; value: AppointmentType }
  | { type: 'disclaimer'; accepted: boolean }
  | { type: 'paymentMethod'; id: string }
  /** null: a holiday was picked (the calendar says so), which clears the date. */
  | { type: 'date'; date: string | null }
  | { type: 'slot'; slot: ChosenSlot }
  | { type: 'slotTaken' }
  | { type: 'contactMethod'; value: ContactMethod }
  | { type: 'contactLink'; value: string }
  | { type: 'pet'; id: string }
  | { type: 'reason'; value: string }
  | { type: 'preferredContact'; value: PreferredContact };

/** Spec section 4: selecting a holiday clears date and slot; changing the date clears the slot. */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'appointmentType':
      return { ...state, appointmentType: action.value };
    case 'disclaimer':
      return { ...state, disclaimerAccepted: action.accepted };
    case 'paymentMethod':
      return { ...state, paymentMethodId: action.id };
    case 'date':
      return action.date === state.date ? state : { ...state, date: action.date, slot: null };
    case 'slot':
      return { ...state, slot: action.slot };
    case 'slotTaken':
      return { ...state, slot: null };
    case 'contactMethod':
      return { ...state, contactMethod: action.value };
    case 'contactLink':
      return { ...state, contactLink: action.value };
    case 'pet':
      return { ...state, petId: action.id };
    case 'reason':
      return { ...state, reason: action.value };
    case 'preferredContact':
      return { ...state, preferredContact: action.value };
  }
}

export interface BookingContext {
  /** The vet's consultation fee (INR). */
  fee: number;
  /** The method that would be used: the chosen one or the default; null without saved methods. */
  paymentMethodId: string | null;
  /** The API says the chosen date is a holiday. */
  holiday: boolean;
}

/** Payment is asked for only for a teleconsultation with a fee above 0 (spec section 5): the contracts' rule. */
export { needsPayment };

export const SELECT_SLOT = 'Please select an available time slot.';

/**
 * What still stops the booking (spec section 5), first things first; empty when Book can be pressed
 * (apart from a request already on its way).
 */
export function missingForBooking(state: BookingState, context: BookingContext): string[] {
  const missing: string[] = [];
  if (!state.date || !state.slot || context.holiday) missing.push(SELECT_SLOT);
  if (state.appointmentType === 'teleconsultation') {
    // The contract's own requirements; the payment method, which depends on the fee, comes after the disclaimer.
    const problems = teleconsultationProblems(state);
    if (problems.disclaimerAccepted) missing.push(problems.disclaimerAccepted);
    if (needsPayment(state, context.fee) && !context.paymentMethodId) missing.push(vetMessages.paymentMethod);
    if (problems.contactMethod) missing.push(problems.contactMethod);
    if (problems.contactLink) missing.push(problems.contactLink);
  }
  return missing;
}

/** What TeleconsultationRequirements says of the form's current values: field -> first message. */
function teleconsultationProblems(state: BookingState): FieldErrors {
  return contractErrors(TeleconsultationRequirements, {
    disclaimerAccepted: state.disclaimerAccepted,
    contactMethod: state.contactMethod ?? undefined,
    contactLink: state.contactLink,
  });
}

/** The POST body; teleconsultation-only fields are sent only for a teleconsultation. */
export function bookingInput(
  vetId: string,
  state: BookingState & { date: string; slot: ChosenSlot },
  context: BookingContext,
): BookAppointmentInput {
  const common = {
    vetId,
    date: state.date,
    startTime: state.slot.startTime,
    scheduleId: state.slot.scheduleId,
    petId: state.petId || null,
    reason: state.reason.trim() || null,
    preferredContact: state.preferredContact,
  };
  if (state.appointmentType === 'in_person') {
    // Explicitly empty, so a form switched back from teleconsultation sends none of its values.
    const none = { contactMethod: null, contactLink: null, disclaimerAccepted: false, paymentMethodId: null };
    return { ...common, appointmentType: 'in_person', ...none };
  }
  return {
    ...common,
    appointmentType: 'teleconsultation',
    // Book is enabled only once missingForBooking is empty, so these hold what the schema requires.
    contactMethod: state.contactMethod as ContactMethod,
    contactLink: state.contactLink.trim(),
    disclaimerAccepted: state.disclaimerAccepted as true,
    paymentMethodId: needsPayment(state, context.fee) ? context.paymentMethodId : null,
  };
}
