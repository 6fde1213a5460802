import { checkContract, type FieldErrors } from '@petpal/design-system';
import { addDays, format } from 'date-fns';
import {
  CreateTrainingAppointmentInput,
  trainerMessages,
  TRAINING_WINDOW_DAYS,
  type CreateTrainingAppointmentData,
  type TrainingAppointmentType,
  type TrainingContactMethod,
  type TrainingSessionType,
} from '@petpal/contracts';

/** The booking form's values as typed (blank until chosen). */
export interface TrainingDraft {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  sessionType: TrainingSessionType | '';
  petId: string;
  specialInstructions: string;
  appointmentType: TrainingAppointmentType;
  contactMethod: TrainingContactMethod | '';
  contactLink: string;
  disclaimerAccepted: boolean;
}

export const initialTrainingDraft: TrainingDraft = {
  appointmentDate: '',
  startTime: '',
  endTime: '',
  sessionType: '',
  petId: '',
  specialInstructions: '',
  appointmentType: 'in_person',
  contactMethod: '',
  contactLink: '',
  disclaimerAccepted: false,
};

export interface TrainingContext {
  trainerId: string;
  /** The saved method the owner chose (or the default); null when they have none. */
  paymentMethodId: string | null;
  timeZone: string;
  now: Date;
}

export interface FormToast {
  title: string;
  description: string;
}

export type TrainingCheck =
  { ok: true; input: CreateTrainingAppointmentData } | { ok: false; errors: FieldErrors; toast: FormToast };

/** Spec section 9's booking window in the browser's calendar: today through 30 days ahead. */
export function bookingWindow(now: Date) {
  return { today: format(now, 'yyyy-MM-dd'), lastDay: format(addDays(now, TRAINING_WINDOW_DAYS), 'yyyy-MM-dd') };
}

/** The fields of the form; an error about anything else (the trainer, the zone) is the form's. */
const FIELDS = new Set<string>([...Object.keys(initialTrainingDraft), 'paymentMethodId']);

/** Spec section 5: dates before now cannot be booked; neither can the API's 31st day and on. */
function windowErrors(draft: TrainingDraft, now: Date): FieldErrors {
  const { today, lastDay } = bookingWindow(now);
  const { appointmentDate: date, startTime } = draft;
  if (!date) return {};
  if (date < today) return { appointmentDate: trainerMessages.datePast };
  if (date > lastDay) return { appointmentDate: trainerMessages.tooFar };
  if (date === today && startTime && startTime <= format(now, 'HH:mm')) return { startTime: trainerMessages.datePast };
  return {};
}

/** Every online requirement at once (the contract's own checks wait until the required fields are in). */
function onlineErrors(draft: TrainingDraft, paymentMethodId: string | null): FieldErrors {
  if (draft.appointmentType !== 'online_training') return {};
  const errors: FieldErrors = {};
  if (!draft.contactMethod) errors.contactMethod = trainerMessages.onlineRequirements;
  if (!draft.contactLink.trim()) errors.contactLink = trainerMessages.onlineRequirements;
  if (!draft.disclaimerAccepted) errors.disclaimerAccepted = trainerMessages.onlineRequirements;
  if (!paymentMethodId) errors.paymentMethodId = trainerMessages.payment;
  return errors;
}

/** Spec section 5's messages, the first that applies: required fields, online requirements, payment. */
function toastFor(errors: FieldErrors): FormToast {
  const messages = Object.values(errors);
  if (messages.includes(trainerMessages.missingInfo)) {
    return { title: trainerMessages.missingInfoTitle, description: trainerMessages.missingInfo };
  }
  if (messages.includes(trainerMessages.onlineRequirements)) {
    return { title: trainerMessages.missingInfoTitle, description: trainerMessages.onlineRequirements };
  }
  if (messages.includes(trainerMessages.payment)) {
    return { title: trainerMessages.paymentTitle, description: trainerMessages.payment };
  }
  return { title: 'Error', description: messages[0] ?? trainerMessages.bookFailed };
}

/** "contactLink" stays a field's; "trainerId" or "timeZone" (not fields of this form) become the form's. */
export function placeErrors(errors: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) placed[FIELDS.has(field) ? field : 'form'] ??= message;
  return placed;
}

/** The draft checked with the API's rules: the request to send, or each field's message and the toast. */
export function checkTraining(draft: TrainingDraft, context: TrainingContext): TrainingCheck {
  const online = draft.appointmentType === 'online_training';
  const checked = checkContract(CreateTrainingAppointmentInput, {
    trainerId: context.trainerId,
    appointmentDate: draft.appointmentDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    sessionType: draft.sessionType,
    appointmentType: draft.appointmentType,
    petId: draft.petId || null,
    timeZone: context.timeZone,
    specialInstructions: draft.specialInstructions,
    ...(online
      ? {
          contactMethod: draft.contactMethod || null,
          contactLink: draft.contactLink,
          disclaimerAccepted: draft.disclaimerAccepted,
          paymentMethodId: context.paymentMethodId,
        }
      : {}),
  });
  const errors = placeErrors(checked.ok ? {} : checked.errors);
  for (const [field, message] of Object.entries({
    ...onlineErrors(draft, context.paymentMethodId),
    ...windowErrors(draft, context.now),
  })) {
    errors[field] ??= message;
  }
  if (checked.ok && Object.keys(errors).length === 0) return { ok: true, input: checked.data };
  return { ok: false, errors, toast: toastFor(errors) };
}
