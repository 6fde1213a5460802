import { vetMessages } from '@petpal/contracts';
import type { BookingCalendarText } from '@petpal/design-system';

const noDates = 'This veterinarian has no available dates in the next 30 days.';
const noHours = 'The veterinarian has not set their availability';

/** What the booking calendar says for a vet (spec sections 2 and 8, word for word). */
export const vetCalendarText = {
  dateTitle: 'Appointment Date',
  loadingDates: 'Loading available dates and checking holidays...',
  loadDatesFailed: 'Failed to load available dates. Please try again.',
  noFreeDates: noDates,
  noHours,
  holiday: vetMessages.holiday,
  chooseDate: 'Select a date to see the available time slots.',
  loadingSlots: 'Loading available time slots...',
  loadSlotsFailed: 'Failed to load available time slots.',
  noSlots: 'No available slots for this date.',
  emptyHints: {
    holiday: 'The veterinarian is on holiday on this date.',
    no_schedule: 'The veterinarian does not see patients on this day.',
    breaks_or_booked: 'Every time on this date falls in a break or is already booked.',
    past: 'The remaining times on this date have already passed.',
    outside_window: 'Appointments can be booked from today up to 30 days ahead.',
  },
  holidaysAhead: (count: number) =>
    `This veterinarian has ${count} holiday(s) in the next 30 days. Holiday dates are not available for booking.`,
  nothingBookable: {
    no_hours: { title: 'No available dates found', description: noHours, toast: noDates },
    fully_booked: { title: 'No available dates found', description: noDates, toast: noDates },
    all_holidays: {
      title: 'All available dates are holidays',
      description: 'Please contact the veterinarian directly.',
      toast: 'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
    },
  },
  holidayDay: {
    title: 'Doctor is Not Available',
    lines: ['The selected date is marked as a holiday.', 'Please select a different date to continue.'],
  },
} satisfies BookingCalendarText;
