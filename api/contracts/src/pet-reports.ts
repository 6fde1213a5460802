/**
 * Lost and found pet reports (spec sections 2, 3, 6, 7 and 9): the feed, a report, its photo, comments,
 * sightings, the finder-owner messages and the nearby-alert settings. Served under /api/notifications;
 * docs/decisions/029-lost-and-found-reports.md records what the spec leaves open. Dates are ISO instants.
 */
import * as z from 'zod/mini';
import { PetReportStatus } from './notifications';
import { ObjectIdString } from './platform';
import { ImageId, ImageRef } from './images';
import { GEO_POINT_MESSAGE, GeoPoint } from './geo-point';

/** Spec sections 7 and 9: the feed holds the newest 20 active reports of other users. */
export const PET_REPORT_FEED_LIMIT = 20;
/** The user's own reports (active and resolved), newest first. */
export const MY_PET_REPORTS_LIMIT = 50;
/** Spec section 9: the bell shows at most 15 items, notifications and report items together. */
export const NOTIFICATION_PANEL_LIMIT = 15;

export const PET_NAME_MAX = 50;
export const REPORT_DESCRIPTION_MAX = 1000;
export const REPORT_ADDRESS_MAX = 200;
export const REPORT_COMMENT_MAX = 1000;
export const REPORT_MESSAGE_MAX = 2000;
export const SIGHTING_NOTE_MAX = 500;
/** A notification's `messagePreview` keeps this many characters of a comment or message. */
export const MESSAGE_PREVIEW_MAX = 100;
/** The comments a report page shows (the newest, oldest first). */
export const REPORT_COMMENTS_LIMIT = 100;
/** The messages a conversation shows (the newest, oldest first). */
export const REPORT_MESSAGES_LIMIT = 200;

export const ALERT_RADIUS_MIN_KM = 1;
export const ALERT_RADIUS_MAX_KM = 25;
export const ALERT_RADIUS_DEFAULT_KM = 5;

/** What the report screens and API say where the spec gives no words. */
export const petReportMessages = {
  status: 'Please choose Lost or Found.',
  petNameMax: `Pet name must be at most ${PET_NAME_MAX} characters.`,
  description: 'Please describe the pet and where it was last seen.',
  descriptionMax: `Description must be at most ${REPORT_DESCRIPTION_MAX} characters.`,
  addressMax: `Address must be at most ${REPORT_ADDRESS_MAX} characters.`,
  location: 'Please enter an address or use your current location.',
  point: GEO_POINT_MESSAGE,
  comment: 'Please write a comment.',
  commentMax: `A comment must be at most ${REPORT_COMMENT_MAX} characters.`,
  message: 'Please write a message.',
  messageMax: `A message must be at most ${REPORT_MESSAGE_MAX} characters.`,
  noteMax: `A note must be at most ${SIGHTING_NOTE_MAX} characters.`,
  radius: `Radius must be between ${ALERT_RADIUS_MIN_KM} and ${ALERT_RADIUS_MAX_KM} km.`,
  alertLocation: 'Please share your location to turn on nearby alerts.',
  enabled: 'Please choose whether nearby alerts are on or off.',
  notFound: 'We could not find that pet report.',
  onlyReporter: 'Only the person who posted this report can do that.',
  ownReportSeen: 'You posted this report, so you cannot mark it as seen.',
  resolved: 'This pet is back home: the report is resolved.',
  replyTo: 'Please choose the conversation to reply to.',
  noConversation: 'There is no conversation with that person about this report.',
  otherConversation: 'Only the two people in a conversation can see it.',
} as const;

const Status = z.enum(['lost', 'found'], { error: petReportMessages.status });

const petName = z
  .string({ error: petReportMessages.petNameMax })
  .check(z.trim(), z.maxLength(PET_NAME_MAX, petReportMessages.petNameMax));
const description = z
  .string({ error: petReportMessages.description })
  .check(
    z.trim(),
    z.minLength(1, petReportMessages.description),
    z.maxLength(REPORT_DESCRIPTION_MAX, petReportMessages.descriptionMax),
  );
const address = z
  .string({ error: petReportMessages.addressMax })
  .check(z.trim(), z.maxLength(REPORT_ADDRESS_MAX, petReportMessages.addressMax));

const hasPlace = (report: { locationAddress?: string | undefined; point?: GeoPoint | null | undefined }) =>
  Boolean(report.locationAddress) || Boolean(report.point);

/**
 * POST /api/notifications/reports (Idempotency-Key): a lost or found pet. The pet's name may be empty (a
 * found pet's often is: it shows as Unknown); an address, a map point or both. The photo is the id of an image
 * the reporter uploaded first (POST /api/images: up to 15 MB, resized, no metadata; decision 083).
 */
export const PetReportInput = z
  .strictObject({
    status: Status,
    petName: z.optional(petName),
    description,
    locationAddress: z.optional(address),
    point: z.optional(GeoPoint),
    photoId: z.optional(ImageId),
  })
  .check(z.refine(hasPlace, { error: petReportMessages.location, path: ['locationAddress'] }));
export type PetReportInput = z.input<typeof PetReportInput>;

/** PATCH /api/notifications/reports/:id (reporter only): the fields sent change; `photoId: null` removes the photo. */
export const PetReportUpdate = z.strictObject({
  status: z.optional(Status),
  petName: z.optional(petName),
  description: z.optional(description),
  locationAddress: z.optional(address),
  point: z.optional(z.nullable(GeoPoint)),
  photoId: z.optional(z.nullable(ImageId)),
});
export type PetReportUpdate = z.input<typeof PetReportUpdate>;

/** GET /api/notifications/reports: `mine=true` lists the user's own reports instead of the feed. */
export const PetReportsQuery = z.strictObject({ mine: z.optional(z.enum(['true', 'false'])) });
export type PetReportsQuery = z.input<typeof PetReportsQuery>;

export const PetReport = z.object({
  id: z.string(),
  status: PetReportStatus,
  /** May be empty: screens show Unknown. */
  petName: z.string(),
  description: z.string(),
  locationAddress: z.string(),
  point: z.nullable(GeoPoint),
  /** The photo's 640 px width (`/api/images/<id>/640`: notices and the flyer link it), or null without one. */
  petPictureUrl: z.nullable(z.string()),
  /** The photo's stored widths (for `srcset`), or null without one. */
  photo: z.nullable(ImageRef),
  /** False once resolved (reunited). */
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  resolvedAt: z.nullable(z.iso.datetime()),
  /** The reporter's first name and initial; never their email or phone. */
  reporterName: z.string(),
  /** Whether the signed-in user posted it (false for guests). */
  isMine: z.boolean(),
  seenCount: z.number(),
  commentCount: z.number(),
});
export type PetReport = z.infer<typeof PetReport>;

export const PetReportList = z.object({ reports: z.array(PetReport) });
export type PetReportList = z.infer<typeof PetReportList>;

/**
 * The live stream's `report` event (GET /api/notifications/stream): another user's new active report, as
 * the feed shows it; the feed puts it on top and keeps 20 (spec section 7's realtime subscription).
 */
export const PetReportEvent = PetReport;
export type PetReportEvent = PetReport;

export const PetReportResponse = z.object({ report: PetReport });
export type PetReportResponse = z.infer<typeof PetReportResponse>;

export const PetReportDeleted = z.object({ deleted: z.literal(true) });
export type PetReportDeleted = z.infer<typeof PetReportDeleted>;

/** POST /reports/:id/seen (anyone but the reporter): "I have seen this pet", with an optional note. */
export const MarkSeenInput = z.strictObject({
  note: z.optional(
    z
      .string({ error: petReportMessages.noteMax })
      .check(z.trim(), z.maxLength(SIGHTING_NOTE_MAX, petReportMessages.noteMax)),
  ),
});
export type MarkSeenInput = z.input<typeof MarkSeenInput>;

/** The report's sightings after the mark; one per user per hour counts (a repeat changes nothing). */
export const ReportSeen = z.object({ seenCount: z.number(), counted: z.boolean() });
export type ReportSeen = z.infer<typeof ReportSeen>;

export const ReportComment = z.object({
  id: z.string(),
  authorName: z.string(),
  /** Written by the report's reporter. */
  byReporter: z.boolean(),
  isMine: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type ReportComment = z.infer<typeof ReportComment>;

/** GET /reports/:id/comments (public): the newest 100, oldest first. */
export const ReportCommentList = z.object({ comments: z.array(ReportComment) });
export type ReportCommentList = z.infer<typeof ReportCommentList>;

export const ReportCommentInput = z.strictObject({
  body: z
    .string({ error: petReportMessages.comment })
    .check(
      z.trim(),
      z.minLength(1, petReportMessages.comment),
      z.maxLength(REPORT_COMMENT_MAX, petReportMessages.commentMax),
    ),
});
export type ReportCommentInput = z.input<typeof ReportCommentInput>;

export const ReportCommentCreated = z.object({ comment: ReportComment });
export type ReportCommentCreated = z.infer<typeof ReportCommentCreated>;

/** A conversation about a report between its reporter and one other user (the finder or a helper). */
export const ReportConversation = z.object({
  /** The other user: the one who is not the reporter. */
  participantId: z.string(),
  /** The other party's name as the viewer sees it (the reporter's for a participant). */
  withName: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.iso.datetime(),
  messageCount: z.number(),
});
export type ReportConversation = z.infer<typeof ReportConversation>;

/** GET /reports/:id/conversations: all of them for the reporter; the user's own (0 or 1) for anyone else. */
export const ReportConversationList = z.object({ conversations: z.array(ReportConversation) });
export type ReportConversationList = z.infer<typeof ReportConversationList>;

/** GET /reports/:id/messages: the reporter names the conversation (`with`); anyone else reads their own. */
export const ReportMessagesQuery = z.strictObject({ with: z.optional(ObjectIdString) });
export type ReportMessagesQuery = z.input<typeof ReportMessagesQuery>;

export const ReportMessage = z.object({
  id: z.string(),
  fromMe: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type ReportMessage = z.infer<typeof ReportMessage>;

export const ReportMessageList = z.object({
  participantId: z.string(),
  withName: z.string(),
  messages: z.array(ReportMessage),
});
export type ReportMessageList = z.infer<typeof ReportMessageList>;

/** POST /reports/:id/messages: to the reporter, or (the reporter) a reply in the conversation `withUserId`. */
export const ReportMessageInput = z.strictObject({
  body: z
    .string({ error: petReportMessages.message })
    .check(
      z.trim(),
      z.minLength(1, petReportMessages.message),
      z.maxLength(REPORT_MESSAGE_MAX, petReportMessages.messageMax),
    ),
  withUserId: z.optional(ObjectIdString),
});
export type ReportMessageInput = z.input<typeof ReportMessageInput>;

export const ReportMessageSent = z.object({ participantId: z.string(), message: ReportMessage });
export type ReportMessageSent = z.infer<typeof ReportMessageSent>;

/** GET and PUT /api/notifications/alert-settings: alerts for new reports within a radius of a point. */
export const AlertSettings = z.object({
  enabled: z.boolean(),
  radiusKm: z.number(),
  point: z.nullable(GeoPoint),
});
export type AlertSettings = z.infer<typeof AlertSettings>;

export const AlertSettingsInput = z
  .strictObject({
    enabled: z.boolean({ error: petReportMessages.enabled }),
    radiusKm: z
      .number({ error: petReportMessages.radius })
      .check(
        z.int({ error: petReportMessages.radius }),
        z.gte(ALERT_RADIUS_MIN_KM, petReportMessages.radius),
        z.lte(ALERT_RADIUS_MAX_KM, petReportMessages.radius),
      ),
    point: z.nullable(GeoPoint),
  })
  .check(
    z.refine((settings) => !settings.enabled || settings.point !== null, {
      error: petReportMessages.alertLocation,
      path: ['point'],
    }),
  );
export type AlertSettingsInput = z.input<typeof AlertSettingsInput>;
