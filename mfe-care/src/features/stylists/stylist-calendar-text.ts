import { stylistMessages } from '@petpal/contracts';
import type { BookingCalendarText } from '@petpal/design-system';

/** What the booking calendar says on a stylist's page (spec sections 5 and 8, word for word). */
export const stylistCalendarText: BookingCalendarText = {
  dateTitle: 'Appointment Date',
  loadingDates: 'Loading available dates and checking holidays...',
  loadDatesFailed: stylistMessages.loadDatesFailed,
  noFreeDates: 'This stylist has no free slots in the next 30 days.',
  noHours: 'The stylist has not set their availability.',
  holiday: stylistMessages.holiday,
  chooseDate: 'Select a date to see the free time slots.',
  loadingSlots: stylistMessages.loadingSlots,
  loadSlotsFailed: stylistMessages.loadSlotsFailed,
  noSlots: stylistMessages.noSlots,
  emptyHints: {
    holiday: stylistMessages.holiday,
    no_schedule: 'The stylist does not work on this day.',
    breaks_or_booked: 'Every slot of this day is booked or falls in a break.',
    past: 'Every slot of this day has already started.',
    outside_window: stylistMessages.date,
  },
};
