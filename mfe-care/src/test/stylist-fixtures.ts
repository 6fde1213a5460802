import type {
  StylingAppointment,
  StylistAvailability,
  StylistCard,
  StylistDaySlots,
  StylistList,
  StylistPractice,
} from '@petpal/contracts';

/**
 * Stylist answers for stories and tests, shaped like the API's demo data. The booking window is fixed
 * (December 2026): the calendar reads "today" and the last bookable day from the answer, not the clock.
 */

export const meera: StylistCard = {
  id: 'b10000000000000000000001',
  fullName: 'Meera Iyer',
  initials: 'MI',
  profileImageUrl: null,
  location: 'Mumbai, Maharashtra',
  point: { lat: 19.076, lng: 72.8777 },
  rating: 4.7,
  reviewCount: 3,
  yearsExperience: 8,
  specializations: ['Full Grooming', 'Bath & Brush', 'Nail Trimming', 'De-shedding'],
  hourlyRate: 700,
  bio: 'Fear-free grooming for anxious dogs and cats; breed cuts on request.',
  timeZone: 'Asia/Kolkata',
};

export const rohan: StylistCard = {
  id: 'b10000000000000000000002',
  fullName: 'Rohan Kapoor',
  initials: 'RK',
  profileImageUrl: null,
  location: 'Bengaluru, Karnataka',
  point: { lat: 12.9716, lng: 77.5946 },
  rating: null,
  reviewCount: 0,
  yearsExperience: 1,
  specializations: ['Hair Cutting'],
  hourlyRate: 550,
  bio: '',
  timeZone: 'Asia/Kolkata',
};

/** A page of GET /api/care/stylists. */
export function stylistList(stylists: StylistCard[], total = stylists.length, page = 1): StylistList {
  return { stylists, total, page, pageSize: 20 };
}

export const scheduleId = 'c10000000000000000000001';

/** Meera's window: December 1 to 31, 2026, December 24 and 25 off. */
export const availability: StylistAvailability = {
  stylistId: meera.id,
  timeZone: 'Asia/Kolkata',
  today: '2026-12-01',
  lastDate: '2026-12-31',
  availableDates: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-23'],
  holidays: ['2026-12-24', '2026-12-25'],
  hasSchedules: true,
  scheduledDates: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-23', '2026-12-24', '2026-12-25'],
};

export const noDates: StylistAvailability = {
  ...availability,
  availableDates: [],
  holidays: [],
  hasSchedules: false,
  scheduledDates: [],
};

export function daySlots(date = '2026-12-03', starts = ['10:00', '11:00', '14:00']): StylistDaySlots {
  return {
    stylistId: meera.id,
    date,
    timeZone: 'Asia/Kolkata',
    holiday: false,
    ...(starts.length === 0 ? { emptyReason: 'breaks_or_booked' as const } : {}),
    slots: starts.map((startTime) => ({
      date,
      startTime,
      endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      scheduleId,
      startsAt: new Date(`${date}T${startTime}:00+05:30`).toISOString(),
    })),
  };
}

export function stylingAppointment(overrides: Partial<StylingAppointment> = {}): StylingAppointment {
  return {
    id: 'f10000000000000000000001',
    stylistId: meera.id,
    stylistName: meera.fullName,
    stylistLocation: meera.location,
    ownerName: 'Sam Rivera',
    petName: 'Bella',
    date: '2026-12-03',
    startTime: '11:00',
    endTime: '12:00',
    timeZone: 'Asia/Kolkata',
    startsAt: '2026-12-03T05:30:00.000Z',
    endsAt: '2026-12-03T06:30:00.000Z',
    serviceType: 'Bath & Brush',
    specialInstructions: 'Sensitive ears.',
    status: 'confirmed',
    cancelledBy: null,
    cancelReason: null,
    cancellable: true,
    canRate: false,
    rated: false,
    ...overrides,
  };
}

export const pastAppointment = stylingAppointment({
  id: 'f10000000000000000000002',
  date: '2026-11-20',
  startsAt: '2026-11-20T05:30:00.000Z',
  endsAt: '2026-11-20T06:30:00.000Z',
  serviceType: 'Nail Trimming',
  specialInstructions: '',
  status: 'completed',
  cancellable: false,
  canRate: true,
});

export const cancelledAppointment = stylingAppointment({
  id: 'f10000000000000000000003',
  date: '2026-12-10',
  startsAt: '2026-12-10T05:30:00.000Z',
  serviceType: 'Full Grooming',
  petName: null,
  status: 'cancelled',
  cancelledBy: 'stylist',
  cancelReason: 'Unwell that day.',
  cancellable: false,
});

export function practice(overrides: Partial<StylistPractice> = {}): StylistPractice {
  return {
    stylist: meera,
    schedules: [
      {
        id: scheduleId,
        dayOfWeek: 'monday',
        startTime: '10:00',
        endTime: '18:00',
        slotDurationMinutes: 60,
        isAvailable: true,
        breaks: [{ id: 'c20000000000000000000001', startTime: '13:00', endTime: '14:00' }],
      },
      {
        id: 'c10000000000000000000002',
        dayOfWeek: 'saturday',
        startTime: '10:00',
        endTime: '14:00',
        slotDurationMinutes: 90,
        isAvailable: false,
        breaks: [],
      },
    ],
    holidays: [{ id: 'c30000000000000000000001', startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Christmas' }],
    ...overrides,
  };
}
