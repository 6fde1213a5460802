/** What the stylist's practice screen says (the spec leaves the provider side open: decision 032). */
export const practiceMessages = {
  loadFailed: 'Failed to load your practice. Please try again.',
  saveFailed: 'Could not save your changes. Please try again.',
  hoursAdded: 'Hours added',
  hoursSaved: 'Hours saved',
  hoursRemoved: 'Hours removed',
  breakAdded: 'Break added',
  breakRemoved: 'Break removed',
  holidayAdded: 'Holiday added',
  holidayRemoved: 'Holiday removed',
  timeZoneSaved: 'Time zone saved',
} as const;
