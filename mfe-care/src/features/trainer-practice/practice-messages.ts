import { refusalMessage } from '../../lib/api-errors';

/** What the trainer's screen says (the spec leaves the trainer's side open: decision 031). */
export const practiceMessages = {
  loadFailed: 'Failed to load training sessions. Please try again.',
  accepted: 'Training session accepted',
  declined: 'Training session declined',
  answerFailed: 'Could not save your answer. Please try again.',
} as const;

/** What the trainer's calendar tabs say (decision 093: the stylists' words for the same editors). */
export const calendarMessages = {
  loadFailed: 'Failed to load your hours. Please try again.',
  saveFailed: 'Could not save your changes. Please try again.',
  hoursAdded: 'Hours added',
  hoursSaved: 'Hours saved',
  hoursRemoved: 'Hours removed',
  breakAdded: 'Break added',
  breakRemoved: 'Break removed',
  holidayAdded: 'Day off added',
  holidayRemoved: 'Day off removed',
  timeZoneSaved: 'Time zone saved',
} as const;

/** The API's explanation of a refusal (such as "This training request has expired..."), else ours. */
export const answerErrorMessage = (error: unknown) => refusalMessage(error, practiceMessages.answerFailed);
