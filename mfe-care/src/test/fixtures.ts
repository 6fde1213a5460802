import { bella, milo } from '@petpal/design-system/test-utils/account-fixtures';
import { addDays, format } from 'date-fns';
import type {
  OwnerBookingRequest,
  SitterBookingRequest,
  SitterCard,
  SitterProfile,
  SitterReview,
} from '@petpal/contracts';

export { bella, milo };

/** Demo data for tests and stories; ids are 24 hex characters like the API's. */

/** A calendar date `days` from today, in the browser's zone (requests must not start in the past). */
export function inDays(days: number): string {
  return format(addDays(new Date(), days), 'yyyy-MM-dd');
}

/** A photo that needs no request (stories and tests must not reach the network). */
export function photo(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="hsl(${hue} 60% 70%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const asha: SitterCard = {
  id: 'a10000000000000000000001',
  fullName: 'Asha Rao',
  initials: 'AR',
  profileImageUrl: null,
  location: 'Indiranagar, Bengaluru',
  point: { lat: 12.9784, lng: 77.6408 },
  rating: 4.75,
  reviewCount: 3,
  yearsExperience: 6,
  services: ['Dog Walking', 'Day Care', 'House Sitting', 'Hostel Check-in', 'Pet Taxi'],
  hourlyRate: 450,
  photos: [photo(30), photo(200)],
};

export const ravi: SitterCard = {
  id: 'a10000000000000000000002',
  fullName: 'Ravi Kumar',
  initials: 'RK',
  profileImageUrl: null,
  location: 'Koramangala, Bengaluru',
  point: { lat: 12.9352, lng: 77.6245 },
  rating: null,
  reviewCount: 0,
  yearsExperience: 1,
  services: ['Dog Walking', 'Drop-in Visits'],
  hourlyRate: 300,
  photos: [],
};

export const reviews: SitterReview[] = [
  {
    id: 'r1',
    rating: 5,
    feedback: 'Bella came home happy and tired.',
    author: 'Priya',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  { id: 'r2', rating: 4, feedback: '', author: 'Pet owner', createdAt: '2026-11-02T10:00:00.000Z' },
];

export function sitterProfile(card: SitterCard = asha, sitterReviews: SitterReview[] = reviews): SitterProfile {
  return {
    sitter: { ...card, bio: `${card.fullName} has cared for dogs and cats for ${card.yearsExperience} years.` },
    reviews: sitterReviews,
  };
}

/** A list page of GET /api/care/sitters. */
export function sitterList(sitters: SitterCard[], total = sitters.length, page = 1) {
  return { sitters, total, page, pageSize: 20 };
}

const requestBase = {
  id: 'e10000000000000000000001',
  serviceType: 'dog-walking' as const,
  startDate: '2026-12-07',
  endDate: '2026-12-09',
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'Asia/Kolkata',
  startsAt: '2026-12-07T03:30:00.000Z',
  endsAt: '2026-12-09T11:30:00.000Z',
  scheduleType: 'one-time' as const,
  daysOfWeek: [],
  selectedPets: [{ id: bella.id, name: 'Bella', breed: 'Beagle', species: 'dog', sizeLbs: 22 }],
  emergencyContact: 'Meera, +91 98765 00000',
  specialCareInstructions: 'Allergic to chicken.',
  comment: 'Booking request',
  location: 'Indiranagar, Bengaluru',
  getsAlongWithOtherDogs: true,
  dogSizeLbs: 22,
  status: 'pending' as const,
  declineReason: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  expiresAt: '2026-12-02T08:00:00.000Z',
};

export function ownerRequest(overrides: Partial<OwnerBookingRequest> = {}): OwnerBookingRequest {
  return {
    ...requestBase,
    sitter: {
      id: asha.id,
      fullName: asha.fullName,
      initials: asha.initials,
      profileImageUrl: null,
      location: asha.location,
    },
    canCancel: true,
    canRate: false,
    rated: false,
    ...overrides,
  };
}

export function sitterRequest(overrides: Partial<SitterBookingRequest> = {}): SitterBookingRequest {
  return {
    ...requestBase,
    owner: { name: 'Sam K.', phoneNumber: null },
    canAnswer: true,
    ...overrides,
  };
}

/** A sitter's inbox: a pending request, an accepted house-sitting one (the owner's phone shown) and a declined one. */
export function sitterInbox() {
  return {
    pending: sitterRequest(),
    accepted: sitterRequest({
      id: 'e10000000000000000000002',
      serviceType: 'house-sitting',
      status: 'accepted',
      canAnswer: false,
      owner: { name: 'Priya S.', phoneNumber: '+91 90000 11111' },
    }),
    declined: sitterRequest({
      id: 'e10000000000000000000003',
      status: 'declined',
      canAnswer: false,
      declineReason: 'Away that week.',
    }),
  };
}

/** A sitter's open days (GET /api/care/sitters/:id/availability): 90 days from today, but `daysOff`. */
export function sitterWindow(sitterId: string = asha.id, daysOff: readonly string[] = []) {
  const window = Array.from({ length: 90 }, (_, i) => inDays(i));
  return {
    sitterId,
    timeZone: 'Asia/Kolkata',
    today: window[0]!,
    lastDate: window[89]!,
    availableDates: window.filter((date) => !daysOff.includes(date)),
    holidays: window.filter((date) => daysOff.includes(date)),
    hasSchedules: true,
    scheduledDates: window,
  };
}
