import { bella } from '@petpal/design-system/test-utils/account-fixtures';
import type {
  DaySlots,
  OwnerAppointment,
  PaymentMethod,
  PracticeAppointment,
  TimeSlot,
  VetAvailability,
  VetPractice,
  VetReview,
  VetSummary,
} from '@petpal/contracts';

export { bella };

/** Demo data for tests and stories; ids are 24 hex characters like the API's. */
export const vetId = 'a00000000000000000000001';
export const scheduleId = 'b00000000000000000000001';

export const drRao: VetSummary = {
  id: vetId,
  fullName: 'Dr. Asha Rao',
  profileImageUrl: null,
  specialization: 'Dermatology',
  location: 'Bengaluru, Karnataka',
  availability: 'Mon-Fri 9:00-17:00',
  phoneNumber: '+91 98765 43210',
  licenseId: 'KA-VET-2291',
  bio: 'Ten years of small-animal practice.',
  consultationFee: 500,
  timeZone: 'Asia/Kolkata',
  ratingAverage: 4.5,
  reviewCount: 2,
  verified: true,
  nextAvailable: { date: '2026-12-04', startTime: '09:00', startsAt: '2026-12-04T03:30:00.000Z' },
};

export const drSmith: VetSummary = {
  ...drRao,
  id: 'a00000000000000000000002',
  fullName: 'Dr. John Smith',
  specialization: 'Surgery',
  location: 'Mumbai, Maharashtra',
  consultationFee: 0,
  ratingAverage: 0,
  reviewCount: 0,
  verified: false,
  nextAvailable: null,
};

export const reviews: VetReview[] = [
  { id: 'r1', rating: 5, feedback: 'Gentle with our cat.', author: 'Priya', createdAt: '2026-11-20T10:00:00.000Z' },
  { id: 'r2', rating: 4, feedback: '', author: 'Pet owner', createdAt: '2026-11-02T10:00:00.000Z' },
];

/** The booking window of 2026-12-03 (a Thursday): weekdays available, Dec 24-25 holidays. */
export function availability(overrides: Partial<VetAvailability> = {}): VetAvailability {
  return {
    vetId,
    timeZone: 'Asia/Kolkata',
    today: '2026-12-03',
    lastDate: '2027-01-02',
    availableDates: ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09'],
    holidays: ['2026-12-24', '2026-12-25'],
    hasSchedules: true,
    scheduledDates: ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-24', '2026-12-25'],
    ...overrides,
  };
}

export function slot(date: string, startTime: string, endTime: string): TimeSlot {
  return { date, startTime, endTime, scheduleId, startsAt: `${date}T03:30:00.000Z` };
}

export function daySlots(date: string, overrides: Partial<DaySlots> = {}): DaySlots {
  return {
    vetId,
    date,
    timeZone: 'Asia/Kolkata',
    holiday: false,
    slots: [slot(date, '09:00', '09:30'), slot(date, '09:30', '10:00'), slot(date, '10:30', '11:00')],
    ...overrides,
  };
}

export const visa: PaymentMethod = {
  id: 'c00000000000000000000001',
  methodType: 'card',
  isDefault: true,
  cardBrand: 'Visa',
  cardLastFour: '4242',
};
export const upi: PaymentMethod = {
  id: 'c00000000000000000000002',
  methodType: 'upi',
  isDefault: false,
  upiId: 'sam@okaxis',
};

export function ownerAppointment(overrides: Partial<OwnerAppointment> = {}): OwnerAppointment {
  return {
    id: 'e00000000000000000000001',
    vet: { id: vetId, fullName: drRao.fullName, location: drRao.location, phoneNumber: drRao.phoneNumber },
    pet: { id: bella.id, name: bella.name, breed: bella.breed },
    date: '2026-12-07',
    startTime: '09:00',
    endTime: '09:30',
    timeZone: 'Asia/Kolkata',
    startsAt: '2026-12-07T03:30:00.000Z',
    status: 'pending',
    appointmentType: 'in_person',
    contactMethod: null,
    contactLink: null,
    reason: null,
    preferredContact: 'email',
    paymentRequired: false,
    paymentStatus: 'not_required',
    consultationFee: null,
    paymentMethodId: null,
    disclaimerAccepted: false,
    disclaimerAcceptedAt: null,
    canCancel: true,
    canRate: false,
    rated: false,
    visitNotes: null,
    ...overrides,
  };
}

export const practice: VetPractice = {
  vetId,
  timeZone: 'Asia/Kolkata',
  consultationFee: 500,
  schedules: [
    {
      id: 'f00000000000000000000001',
      scheduleDate: null,
      dayOfWeek: 'monday',
      startTime: '09:00',
      endTime: '17:00',
      slotDurationMinutes: 30,
      isAvailable: true,
      breaks: [{ id: 'f10000000000000000000001', startTime: '13:00', endTime: '14:00', reason: 'Lunch' }],
    },
    {
      id: 'f00000000000000000000002',
      scheduleDate: '2026-12-12',
      dayOfWeek: null,
      startTime: '10:00',
      endTime: '12:00',
      slotDurationMinutes: 20,
      isAvailable: true,
      breaks: [],
    },
  ],
  holidays: [{ id: 'f20000000000000000000001', startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Christmas' }],
};

export function practiceAppointment(overrides: Partial<PracticeAppointment> = {}): PracticeAppointment {
  return {
    id: 'e00000000000000000000001',
    ownerName: 'Sam',
    ownerEmail: 'sam@example.com',
    pet: { name: 'Bella', breed: 'Beagle' },
    date: '2026-12-07',
    startTime: '09:00',
    endTime: '09:30',
    startsAt: '2026-12-07T03:30:00.000Z',
    status: 'pending',
    appointmentType: 'teleconsultation',
    contactMethod: 'zoom',
    contactLink: 'https://zoom.us/j/1',
    preferredContact: 'email',
    reason: 'Itchy ears',
    paymentStatus: 'pending',
    visitNotes: null,
    ...overrides,
  };
}
