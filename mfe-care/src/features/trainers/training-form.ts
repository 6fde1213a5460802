import { checkForm, type ContractShape, type FieldErrors } from '@petpal/design-system';
import {
  CreateTrainingAppointmentInput,
  trainerMessages,
  type CreateTrainingAppointmentData,
  type TrainingAppointmentType,
  type TrainingContactMethod,
  type TrainingSessionType,
} from '@petpal/contracts';

/** The booking form's values as typed (blank until chosen). */
export interface TrainingDraft {
  /** The chosen session's date, times and schedule, in the trainer's zone (decision 093); blank until chosen. */
  appointmentDate: string;
  startTime: string;
  endTime: string;
  scheduleId: string;
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
  scheduleId: '',
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
}

export interface FormToast {
  title: string;
  description: string;
}

export type TrainingCheck =
  { ok: true; input: CreateTrainingAppointmentData } | { ok: false; errors: FieldErrors; toast: FormToast };

/** The fields of the form and the method it shows; an API error about anything else (the trainer, the zone) is the form's. */
const FIELDS = new Set<string>([...Object.keys(initialTrainingDraft), 'paymentMethodId']);

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
export function trainingToast(errors: FieldErrors): FormToast {
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

/** "contactLink" stays a field's; "trainerId" (not a field of this form) becomes the form's. */
export function placeErrors(errors: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) placed[FIELDS.has(field) ? field : 'form'] ??= message;
  return placed;
}

/** The contract's input the draft stands for: the online fields only for an online session. */
function trainingInput(draft: TrainingDraft, context: TrainingContext) {
  const online = draft.appointmentType === 'online_training';
  return {
    trainerId: context.trainerId,
    appointmentDate: draft.appointmentDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    sessionType: draft.sessionType,
    appointmentType: draft.appointmentType,
    petId: draft.petId || null,
    scheduleId: draft.scheduleId,
    specialInstructions: draft.specialInstructions,
    ...(online
      ? {
          contactMethod: draft.contactMethod || null,
          contactLink: draft.contactLink,
          disclaimerAccepted: draft.disclaimerAccepted,
          paymentMethodId: context.paymentMethodId,
        }
      : {}),
  };
}

/**
 * How the booking form meets the contract (the form's `useContractForm` options), with the context as it is
 * when checked: the request from the draft; the online rules where the contract has no message of its own; the
 * payment method shown by the form, not a value of it. The calendar offers only the trainer's open sessions;
 * the API checks the chosen one against the schedule (decision 093).
 */
export function trainingShape(contextNow: () => TrainingContext) {
  return {
    toInput: (draft) => trainingInput(draft, contextNow()),
    refine: (draft) => onlineErrors(draft, contextNow().paymentMethodId),
    shows: ['paymentMethodId'],
    contractFirst: true,
  } satisfies ContractShape<TrainingDraft>;
}

/** The draft checked as the form checks it on Book: the request to send, or each field's message and the toast. */
export async function checkTraining(draft: TrainingDraft, context: TrainingContext): Promise<TrainingCheck> {
  const checked = await checkForm(
    CreateTrainingAppointmentInput,
    draft,
    trainingShape(() => context),
  );
  if (checked.ok) return { ok: true, input: checked.data };
  return { ok: false, errors: checked.errors, toast: trainingToast(checked.errors) };
}
