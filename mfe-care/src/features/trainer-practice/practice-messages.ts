import { refusalMessage } from '../../lib/api-errors';

/** What the trainer's screen says (the spec leaves the trainer's side open: decision 031). */
export const practiceMessages = {
  loadFailed: 'Failed to load training sessions. Please try again.',
  accepted: 'Training session accepted',
  declined: 'Training session declined',
  answerFailed: 'Could not save your answer. Please try again.',
} as const;

/** The API's explanation of a refusal (such as "This training request has expired..."), else ours. */
export const answerErrorMessage = (error: unknown) => refusalMessage(error, practiceMessages.answerFailed);
