export { BookingCalendar, bookingLoad, bookingSlotKey } from './BookingCalendar';
export type {
  BookingCalendarProps,
  BookingCalendarText,
  BookingDay,
  BookingEmptyReason,
  BookingLoad,
  BookingSlot,
} from './BookingCalendar';
export { bookingDays } from './booking-days';
export type { BookingWindow } from './booking-days';
export { BookingDatesCalendar } from './BookingDatesCalendar';
export type { BookingDatesCalendarProps, BookingDatesText } from './BookingDatesCalendar';
export { nightsBetween } from './date-range';
export type { DateRange } from './date-range';
