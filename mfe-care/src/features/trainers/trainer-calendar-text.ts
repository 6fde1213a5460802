import { stylistMessages, trainerMessages } from '@petpal/contracts';
import type { BookingCalendarText } from '@petpal/design-system';

/** What the booking calendar says on a trainer's page (decision 093: the vets' and stylists' load words). */
export const trainerCalendarText: BookingCalendarText = {
  dateTitle: 'Date',
  loadingDates: 'Loading available dates and checking holidays...',
  loadDatesFailed: stylistMessages.loadDatesFailed,
  noFreeDates: 'This trainer has no free sessions in the next 30 days.',
  noHours: 'The trainer has not set their hours yet.',
  holiday: trainerMessages.holiday,
  chooseDate: 'Select a date to see the free sessions.',
  loadingSlots: stylistMessages.loadingSlots,
  loadSlotsFailed: stylistMessages.loadSlotsFailed,
  noSlots: stylistMessages.noSlots,
  emptyHints: {
    holiday: trainerMessages.holiday,
    no_schedule: 'The trainer does not work on this day.',
    breaks_or_booked: 'Every session of this day is booked or falls in a break.',
    past: 'Every session of this day has already started.',
    outside_window: trainerMessages.date,
  },
};
