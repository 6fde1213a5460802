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
