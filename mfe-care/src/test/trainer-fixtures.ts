import { addDays, format, parseISO } from 'date-fns';
import type {
  OwnerTrainingAppointment,
  PaymentMethod,
  TrainerAvailability,
  TrainerCard,
  TrainerDaySlots,
  TrainerPractice,
  TrainerTrainingAppointment,
} from '@petpal/contracts';

/** Trainer data for stories and tests; ids are 24 hex characters like the API's. */

export const meera: TrainerCard = {
  id: 'b10000000000000000000001',
  fullName: 'Meera Nair',
  initials: 'MN',
  profileImageUrl: null,
  location: 'Indiranagar, Bengaluru',
  point: { lat: 12.9784, lng: 77.6408 },
  rating: 4.5,
  reviewCount: 2,
  hourlyRate: 1500,
  yearsExperience: 8,
  specializations: ['Obedience', 'Puppy', 'Behavioral Modification'],
  bio: 'Positive-reinforcement trainer for puppies and reactive dogs.',
  availability: 'Weekdays 09:00 - 18:00',
  timeZone: 'Asia/Kolkata',
};

export const arjun: TrainerCard = {
  id: 'b10000000000000000000002',
  fullName: 'Arjun Mehta',
  initials: 'AM',
  profileImageUrl: null,
  location: 'Andheri, Mumbai',
  point: { lat: 19.1136, lng: 72.8697 },
  rating: null,
  reviewCount: 0,
  hourlyRate: 900,
  yearsExperience: 1,
  specializations: ['Agility', 'Trick'],
  bio: '',
  availability: 'Weekends',
  timeZone: 'Asia/Kolkata',
};

/** A list page of GET /api/care/trainers. */
export function trainerList(trainers: TrainerCard[], total = trainers.length, page = 1) {
  return { trainers, total, page, pageSize: 20 };
}

export const visa: PaymentMethod = {
  id: 'c10000000000000000000001',
  methodType: 'card',
  isDefault: true,
  cardBrand: 'Visa',
  cardLastFour: '4242',
};

export const upi: PaymentMethod = {
  id: 'c10000000000000000000002',
  methodType: 'upi',
  isDefault: false,
  upiId: 'sam@okaxis',
};

const sessionBase = {
  id: 'f10000000000000000000001',
  appointmentDate: '2026-12-07',
  startTime: '10:00',
  endTime: '11:00',
  timeZone: 'Asia/Kolkata',
  startsAt: '2026-12-07T04:30:00.000Z',
  endsAt: '2026-12-07T05:30:00.000Z',
  sessionType: 'Puppy' as const,
  appointmentType: 'online_training' as const,
  contactMethod: 'zoom' as const,
  contactLink: 'https://zoom.us/j/123456789',
  specialInstructions: 'Bella pulls on the lead.',
  pet: { id: 'd00000000000000000000001', name: 'Bella', breed: 'Beagle' },
  status: 'pending' as const,
  paymentRequired: true,
  paymentStatus: 'pending' as const,
  amount: 150000,
  currency: 'INR' as const,
  declineReason: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  expiresAt: '2026-12-02T08:00:00.000Z',
};

/** The in-person fields of a session: confirmed at once, nothing to pay, no contact link. */
export const inPerson = {
  appointmentType: 'in_person' as const,
  contactMethod: null,
  contactLink: null,
  status: 'confirmed' as const,
  paymentRequired: false,
  paymentStatus: 'not_required' as const,
  amount: null,
  currency: null,
  expiresAt: null,
};

export function ownerSession(overrides: Partial<OwnerTrainingAppointment> = {}): OwnerTrainingAppointment {
  return {
    ...sessionBase,
    trainer: {
      id: meera.id,
      fullName: meera.fullName,
      initials: meera.initials,
      profileImageUrl: null,
      location: meera.location,
    },
    canCancel: true,
    canRate: false,
    rated: false,
    ...overrides,
  };
}

export function trainerSession(overrides: Partial<TrainerTrainingAppointment> = {}): TrainerTrainingAppointment {
  return {
    ...sessionBase,
    owner: { name: 'Sam K.', phoneNumber: null },
    canAnswer: true,
    ...overrides,
  };
}

/** A trainer's inbox: a pending online request, a booked in-person session and a declined one. */
export function trainerInbox() {
  return {
    pending: trainerSession(),
    booked: trainerSession({
      ...inPerson,
      id: 'f10000000000000000000002',
      canAnswer: false,
      owner: { name: 'Priya S.', phoneNumber: '+91 90000 11111' },
    }),
    declined: trainerSession({
      id: 'f10000000000000000000003',
      status: 'declined',
      paymentStatus: 'cancelled',
      canAnswer: false,
      expiresAt: null,
      declineReason: 'Fully booked that week.',
    }),
  };
}

/** A trainer's calendar (decision 093): Monday 09:00-13:00 with a break, a day off, in Kolkata. */
export function trainerCalendar(): TrainerPractice {
  return {
    trainer: meera,
    schedules: [
      {
        id: 'c10000000000000000000001',
        dayOfWeek: 'monday',
        startTime: '09:00',
        endTime: '13:00',
        slotDurationMinutes: 60,
        isAvailable: true,
        breaks: [{ id: 'c20000000000000000000001', startTime: '11:00', endTime: '12:00' }],
      },
    ],
    holidays: [{ id: 'c30000000000000000000001', startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Away' }],
  };
}

/** The trainer's bookable window (from `today`) with `availableDates` open, in the trainer's zone. */
export function trainerAvailability(
  availableDates = ['2026-12-03', '2026-12-04'],
  today = '2026-12-01',
): TrainerAvailability {
  return {
    trainerId: meera.id,
    timeZone: 'Asia/Kolkata',
    today,
    lastDate: format(addDays(parseISO(today), 30), 'yyyy-MM-dd'),
    availableDates,
    holidays: [],
    hasSchedules: true,
    scheduledDates: availableDates,
  };
}

/** The accessible name of a bookable day's button in the Calendar. */
export const dayButtonName = (date: string) => `${format(parseISO(date), 'EEEE, MMMM d, yyyy')}, available`;

export function trainerSlots(date = '2026-12-03', starts = ['09:00', '10:00', '14:00']): TrainerDaySlots {
  const hourAfter = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;
  return {
    trainerId: meera.id,
    date,
    timeZone: 'Asia/Kolkata',
    holiday: false,
    slots: starts.map((startTime) => ({
      date,
      startTime,
      endTime: hourAfter(startTime),
      scheduleId: 'c10000000000000000000001',
      startsAt: new Date(Date.parse(`${date}T${startTime}:00+05:30`)).toISOString(),
    })),
  };
}
