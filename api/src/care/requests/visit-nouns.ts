import type { BookingServiceType } from '@petpal/contracts';

/** What one visit of a sitter booking is called in a notice: "Rate your walk", "the report card for the day care". */
const VISIT_NOUNS: Readonly<Record<BookingServiceType, string>> = {
  'dog-walking': 'walk',
  'day-care': 'day care',
  'house-sitting': 'house sit',
  'hostel-checkin': 'stay',
};

export const visitNoun = (serviceType: BookingServiceType) => VISIT_NOUNS[serviceType];
