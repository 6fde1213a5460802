import type { ObjectId } from 'mongodb';
import { isDuplicateKeyError, type DataPort } from '../../data/port';
import type { Logger } from '../../lib/logger';
import { startJob } from '../../scheduling';
import { createCareNoticeSender, longDate, type Notify } from '../care-notices';
import type { RequestsRepository } from '../requests/requests.repository';
import { visitNoun } from '../requests/visit-nouns';
import type { SittersRepository } from '../sitters/sitters.repository';
import type { StylingAppointmentsRepository } from '../stylists/styling-appointments.repository';
import type { StylistsRepository } from '../stylists/stylists.repository';
import type { TrainersRepository } from '../trainers/trainers.repository';
import type { TrainingAppointmentsRepository } from '../trainers/training-appointments.repository';
import type { RatingsRepository, StylistRatingsRepository, TrainerRatingsRepository } from './ratings.repository';

export const RATING_PROMPTS_COLLECTION = 'care_rating_prompts';
/** How often the job looks for bookings that have just completed. */
export const RATING_PROMPT_INTERVAL_MS = 60_000;
/** Bookings that completed longer ago than this are not asked about (a first start does not ask about old ones). */
export const RATING_PROMPT_LOOKBACK_MS = 7 * 86_400_000;
const BATCH = 200;

/** One prompt per booking, ever: its key (`<kind>:<booking id>`, e.g. `sitter:<id>`) is the document's id. */
interface RatingPromptDoc {
  _id: string;
  bookingId: ObjectId;
  createdAt: Date;
}

/** A booking that has completed, as a prompt needs it. */
export interface PromptBooking {
  _id: ObjectId;
  ownerUserId: ObjectId;
  /** The provider's role record id (its name in the prompt). */
  providerRecordId: ObjectId;
  /** The booking's first day (YYYY-MM-DD) and what it was: "walk", "training session". */
  date: string;
  noun: string;
}

/** One kind of booking the job asks about (decision 086: sitter bookings; 095: training and grooming too). */
export interface PromptSource {
  kind: 'sitter' | 'trainer' | 'stylist';
  /** Who the prompt names when the provider's record is gone. */
  fallbackName: string;
  completedBetween(from: Date, to: Date, limit: number): Promise<PromptBooking[]>;
  ratedAmong(ids: readonly ObjectId[]): Promise<Set<string>>;
  namesOf(recordIds: readonly ObjectId[]): Promise<Map<string, { fullName: string }>>;
}

export interface RatingPromptsDeps {
  db: DataPort;
  sources: readonly PromptSource[];
  notify: Notify;
  log: Logger;
  now: () => Date;
}

/** Sitter bookings as prompts see them (the visit's noun: walk, day care, house sit, stay). */
export function sitterPromptSource(
  requests: Pick<RequestsRepository, 'completedBetween'>,
  sitters: Pick<SittersRepository, 'findByIds'>,
  ratings: Pick<RatingsRepository, 'ratedAmong'>,
): PromptSource {
  return {
    kind: 'sitter',
    fallbackName: 'your pet sitter',
    completedBetween: async (from, to, limit) =>
      (await requests.completedBetween(from, to, limit)).map((doc) => ({
        _id: doc._id,
        ownerUserId: doc.ownerUserId,
        providerRecordId: doc.petSitterId,
        date: doc.startDate,
        noun: visitNoun(doc.serviceType),
      })),
    ratedAmong: (ids) => ratings.ratedAmong(ids),
    namesOf: (ids) => sitters.findByIds(ids),
  };
}

/** What training sessions and styling appointments share: booked on a day, confirmed until they end. */
interface AppointmentDocLike {
  _id: ObjectId;
  ownerUserId: ObjectId;
  appointmentDate: string;
}

/** Training sessions or grooming appointments as prompts see them (one shape, their own words and stores). */
function appointmentPromptSource<D extends AppointmentDocLike>(options: {
  kind: 'trainer' | 'stylist';
  fallbackName: string;
  noun: string;
  providerOf: (doc: D) => ObjectId;
  appointments: { completedBetween(from: Date, to: Date, limit: number): Promise<D[]> };
  providers: Pick<TrainersRepository | StylistsRepository, 'findByIds'>;
  ratings: Pick<TrainerRatingsRepository | StylistRatingsRepository, 'ratedAmong'>;
}): PromptSource {
  return {
    kind: options.kind,
    fallbackName: options.fallbackName,
    completedBetween: async (from, to, limit) =>
      (await options.appointments.completedBetween(from, to, limit)).map((doc) => ({
        _id: doc._id,
        ownerUserId: doc.ownerUserId,
        providerRecordId: options.providerOf(doc),
        date: doc.appointmentDate,
        noun: options.noun,
      })),
    ratedAmong: (ids) => options.ratings.ratedAmong(ids),
    namesOf: (ids) => options.providers.findByIds(ids),
  };
}

/** Training sessions as prompts see them. */
export const trainingPromptSource = (
  sessions: Pick<TrainingAppointmentsRepository, 'completedBetween'>,
  trainers: Pick<TrainersRepository, 'findByIds'>,
  ratings: Pick<TrainerRatingsRepository, 'ratedAmong'>,
) =>
  appointmentPromptSource({
    kind: 'trainer',
    fallbackName: 'your trainer',
    noun: 'training session',
    providerOf: (doc) => doc.petTrainerId,
    appointments: sessions,
    providers: trainers,
    ratings,
  });

/** Grooming (styling) appointments as prompts see them. */
export const stylingPromptSource = (
  appointments: Pick<StylingAppointmentsRepository, 'completedBetween'>,
  stylists: Pick<StylistsRepository, 'findByIds'>,
  ratings: Pick<StylistRatingsRepository, 'ratedAmong'>,
) =>
  appointmentPromptSource({
    kind: 'stylist',
    fallbackName: 'your stylist',
    noun: 'grooming appointment',
    providerOf: (doc) => doc.stylistId,
    appointments,
    providers: stylists,
    ratings,
  });

/**
 * The rating prompt (decisions 086, 095): once a sitter booking, a training session or a grooming appointment
 * has completed (decision 078 reads it from its end), its owner gets one bell notice, "How was Asha Rao?"
 * "Rate your walk of March 5, 2026.", opening the booking where Rate is offered. A job scans bookings that
 * completed in the last 7 days; the prompt's key, stored before the notice is sent, makes it once per booking
 * whatever the runs and processes. A booking already rated is marked and not asked about.
 */
export function createRatingPrompts(deps: RatingPromptsDeps) {
  const { db, sources, log, now } = deps;
  const prompts = db.collection<RatingPromptDoc>(RATING_PROMPTS_COLLECTION);
  // `bookingRequestId` names the care booking of any kind: its row's id on /appointments is `booking-<id>`.
  const send = createCareNoticeSender(deps.notify, log, {
    failure: 'rating prompt failed',
    idKey: 'bookingRequestId',
    metadata: (id) => ({ bookingRequestId: id }),
    type: 'rate_booking',
  });

  /** Claims the booking's prompt; false when some run already has. */
  async function claim(key: string, doc: PromptBooking, at: Date): Promise<boolean> {
    try {
      await prompts.insertOne({ _id: key, bookingId: doc._id, createdAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async function runSource(source: PromptSource, at: Date): Promise<number> {
    const keyOf = (doc: PromptBooking) => `${source.kind}:${doc._id.toHexString()}`;
    const completed = await source.completedBetween(new Date(at.getTime() - RATING_PROMPT_LOOKBACK_MS), at, BATCH);
    if (completed.length === 0) return 0;
    const asked = new Set(
      (await prompts.find({ _id: { $in: completed.map(keyOf) } }, { projection: { _id: 1 } }).toArray()).map(
        (prompt) => prompt._id,
      ),
    );
    const fresh = completed.filter((doc) => !asked.has(keyOf(doc)));
    if (fresh.length === 0) return 0;
    const [rated, names] = await Promise.all([
      source.ratedAmong(fresh.map((doc) => doc._id)),
      source.namesOf([
        ...new Map(fresh.map((doc) => [doc.providerRecordId.toHexString(), doc.providerRecordId])).values(),
      ]),
    ]);
    let sent = 0;
    for (const doc of fresh) {
      if (!(await claim(keyOf(doc), doc, at)) || rated.has(doc._id.toHexString())) continue;
      const name = names.get(doc.providerRecordId.toHexString())?.fullName ?? source.fallbackName;
      await send(doc.ownerUserId, doc, `How was ${name}?`, `Rate your ${doc.noun} of ${longDate(doc.date)}.`, at);
      sent++;
    }
    return sent;
  }

  return {
    /** Prompts the owners of bookings newly completed, of every kind; answers how many were asked. */
    async runDue(): Promise<number> {
      const at = now();
      let sent = 0;
      for (const source of sources) sent += await runSource(source, at);
      return sent;
    },
  };
}

export type RatingPrompts = ReturnType<typeof createRatingPrompts>;

export function startRatingPromptJob(prompts: Pick<RatingPrompts, 'runDue'>, log: Logger, intervalMs: number) {
  return startJob(
    prompts,
    log,
    { handled: 'rating prompts sent', failed: 'rating prompts failed', failedLevel: 'warn' },
    { intervalMs },
  );
}
