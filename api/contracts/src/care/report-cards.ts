/**
 * Report cards (decision 086): after each visit of an accepted sitter booking (a walk, a day of day care, a
 * house sit or hostel stay, each occurrence of a repeat-weekly walk or day care) the sitter files one card:
 * when the visit really started and ended, the four ticks Rover Cards show (pee, poo, food, water), a note and
 * up to 6 photos (uploaded first to the image pipeline, decision 100). The owner reads it in the booking; the sitter may change it for 24 hours after filing.
 */
import * as z from 'zod/mini';
import { ImageId, ImageRef } from '../images';
import { IsoDate } from '../vet';

export const REPORT_CARD_PHOTOS_MAX = 6;
export const REPORT_CARD_NOTE_MAX = 1000;
/** How long after filing the sitter may still change a card. */
export const REPORT_CARD_EDIT_HOURS = 24;

/** The four things a walk or a visit took care of (Rover Cards' pee, poo, food and water), in this order. */
export const REPORT_CARD_TICKS = ['pee', 'poo', 'food', 'water'] as const;
export type ReportCardTick = (typeof REPORT_CARD_TICKS)[number];
export const REPORT_CARD_TICK_LABELS: Readonly<Record<ReportCardTick, string>> = {
  pee: 'Pee',
  poo: 'Poo',
  food: 'Food',
  water: 'Water',
};

export const reportCardMessages = {
  visitDate: 'Please choose a visit of this booking.',
  time: 'Please enter a time as HH:MM.',
  timeRange: 'The end time must be after the start time.',
  tick: 'Please tick or untick each of pee, poo, food and water.',
  note: `The note must be at most ${REPORT_CARD_NOTE_MAX} characters.`,
  photos: `You can add up to ${REPORT_CARD_PHOTOS_MAX} photos.`,
  nothingToChange: 'Change something before saving.',
  notBooked: 'Report cards can be filed for accepted bookings only.',
  notStarted: 'You can file the report card once the visit has started.',
  exists: 'You have already filed the report card for this visit. You can edit it instead.',
  editOver: `Report cards can be changed for ${REPORT_CARD_EDIT_HOURS} hours after filing; this one can no longer be changed.`,
  cardNotFound: 'We could not find that report card.',
  // Screens.
  filed: 'Report card sent to the owner.',
  saved: 'Report card saved.',
  saveFailed: 'We could not save the report card. Please try again.',
  loadFailed: 'We could not load the report cards. Please try again.',
  none: 'No report cards yet. Your sitter files one after each visit.',
} as const;

/** Any wall-clock minute (a visit starts when it starts, not on the booking grid). */
const WallTime = z
  .string({ error: reportCardMessages.time })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, reportCardMessages.time));
const tick = z.boolean({ error: reportCardMessages.tick });
const note = z
  .string({ error: reportCardMessages.note })
  .check(z.trim(), z.maxLength(REPORT_CARD_NOTE_MAX, reportCardMessages.note));

/** The card's photos: images the sitter uploaded (POST /api/images), by id, in order. */
const photoIds = z
  .array(ImageId, { error: reportCardMessages.photos })
  .check(z.maxLength(REPORT_CARD_PHOTOS_MAX, reportCardMessages.photos));

const cardFields = {
  /** Wall-clock times in the booking's zone: on the visit's date (an overnight stay ends on its end date). */
  startTime: WallTime,
  endTime: WallTime,
  pee: tick,
  poo: tick,
  food: tick,
  water: tick,
  note: z._default(note, ''),
};

/** POST /api/care/practice/requests/:id/report-cards (the booking's sitter, once the visit has started). */
export const FileReportCardInput = z.strictObject({
  /** The visit: its date in the booking's zone (an overnight stay's start date). */
  visitDate: z
    .string({ error: reportCardMessages.visitDate })
    .check(z.refine((value) => IsoDate.safeParse(value).success, reportCardMessages.visitDate)),
  ...cardFields,
  photoIds: z._default(photoIds, []),
});
export type FileReportCardInput = z.input<typeof FileReportCardInput>;

/**
 * PATCH /api/care/practice/report-cards/:id (the sitter, within 24 hours of filing): the fields sent change;
 * `photoIds` is the whole new list: ids the card already has are kept, new ones are the sitter's own uploads.
 */
export const UpdateReportCardInput = z
  .strictObject({
    startTime: z.optional(WallTime),
    endTime: z.optional(WallTime),
    pee: z.optional(tick),
    poo: z.optional(tick),
    food: z.optional(tick),
    water: z.optional(tick),
    note: z.optional(note),
    photoIds: z.optional(photoIds),
  })
  .check(z.refine((input) => Object.keys(input).length > 0, reportCardMessages.nothingToChange));
export type UpdateReportCardInput = z.input<typeof UpdateReportCardInput>;

export const ReportCard = z.object({
  id: z.string(),
  bookingRequestId: z.string(),
  visitDate: IsoDate,
  timeZone: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The same moments as instants. */
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  pee: z.boolean(),
  poo: z.boolean(),
  food: z.boolean(),
  water: z.boolean(),
  note: z.string(),
  /** The card's images (stored widths for `srcset`). */
  photos: z.array(ImageRef),
  sitterName: z.string(),
  filedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Until when the sitter may change it. */
  editableUntil: z.iso.datetime(),
  /** The caller is its sitter and may still change it. */
  canEdit: z.boolean(),
});
export type ReportCard = z.infer<typeof ReportCard>;

/** One visit of a booking as its sitter sees it: when it is due, whether it has started, and its card. */
export const ReportCardVisit = z.object({
  visitDate: IsoDate,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** A card can be filed once the visit has started. */
  started: z.boolean(),
  card: z.nullable(ReportCard),
});
export type ReportCardVisit = z.infer<typeof ReportCardVisit>;

/** GET /api/care/practice/requests/:id/report-cards: every visit of the booking, in order. */
export const ReportCardVisitList = z.object({ visits: z.array(ReportCardVisit) });
export type ReportCardVisitList = z.infer<typeof ReportCardVisitList>;

/** GET /api/care/requests/:id/report-cards: the booking's cards, visit by visit (its owner). */
export const ReportCardList = z.object({ cards: z.array(ReportCard) });
export type ReportCardList = z.infer<typeof ReportCardList>;

/** POST (201) and PATCH answer the card as it now is. */
export const ReportCardSaved = z.object({ card: ReportCard });
export type ReportCardSaved = z.infer<typeof ReportCardSaved>;
