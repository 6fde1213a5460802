import type { ReportCard, ReportCardVisit } from '@petpal/contracts';
import { sitterRequest } from './fixtures';

/** An accepted walk whose visits are 5, 9 and 12 March 2026 (a repeat-weekly walk on Mondays and Thursdays). */
export const walkBooking = sitterRequest({
  id: 'b00000000000000000000001',
  status: 'accepted',
  canAnswer: false,
  scheduleType: 'repeat-weekly',
  startDate: '2026-03-05',
  endDate: '2026-03-12',
  startTime: '07:00',
  endTime: '08:00',
});

export function reportCard(overrides: Partial<ReportCard> = {}): ReportCard {
  return {
    id: 'c00000000000000000000001',
    bookingRequestId: walkBooking.id,
    visitDate: '2026-03-05',
    timeZone: 'UTC',
    startTime: '07:05',
    endTime: '07:55',
    startedAt: '2026-03-05T07:05:00.000Z',
    endedAt: '2026-03-05T07:55:00.000Z',
    pee: true,
    poo: true,
    food: false,
    water: true,
    note: 'Bella chased two squirrels and drank a whole bowl of water.',
    photos: [],
    sitterName: 'Asha Rao',
    filedAt: '2026-03-05T08:00:00.000Z',
    updatedAt: '2026-03-05T08:00:00.000Z',
    editableUntil: '2026-03-06T08:00:00.000Z',
    canEdit: true,
    ...overrides,
  };
}

/** The walk's visits on 10 March: the 5th has its card, the 9th has none yet, the 12th is to come. */
export function walkVisits(first: ReportCard | null = reportCard()): ReportCardVisit[] {
  const visit = (visitDate: string, started: boolean, card: ReportCard | null): ReportCardVisit => ({
    visitDate,
    startsAt: `${visitDate}T07:00:00.000Z`,
    endsAt: `${visitDate}T08:00:00.000Z`,
    started,
    card,
  });
  return [visit('2026-03-05', true, first), visit('2026-03-09', true, null), visit('2026-03-12', false, null)];
}
