/**
 * The availability of one provider (a vet, a stylist): its bookable dates and one date's slots, cached per
 * spec section 9 (available dates 10 min, slots per date 5 min) and answered once per change, and the
 * fresh check a booking gets. What differs between provider kinds is given: how a provider's calendar is
 * read (its schedules, breaks, holidays and booked times, with its default slot length) and how the
 * answers are shaped (which id field they carry).
 */
import { createAnswerMemo, type MadeAnswer } from './answer-memo';
import {
  availabilityOf,
  bookingWindow,
  isInWindow,
  nextLastStart,
  summarizeDay,
  visibleDay,
  type BookingWindow,
  type VisibleDay,
  type WindowAvailability,
} from './booking-window';
import { prepareCalendar, type CalendarInput } from './calendar';
import { checkSlot, type SlotCheck, type SlotRequest } from './check-slot';
import { planDay, type DayPlan, type PlannedSlot } from './day-plan';
import { AVAILABLE_DATES_TTL_MS, DAY_SLOTS_TTL_MS, type ProviderCache } from './provider-cache';

export interface ProviderAvailabilityConfig<Provider, Dates extends object, Slots extends object> {
  cache: ProviderCache;
  now?: () => Date;
  /** The cache key of a provider (its id as hex). */
  keyOf(provider: Provider): string;
  timeZoneOf(provider: Provider): string;
  /** The provider's calendar around `dates`; `withBusy` false leaves out the booked times (claims decide). */
  calendarOf(provider: Provider, dates: readonly string[], withBusy: boolean): Promise<CalendarInput>;
  datesAnswer(provider: Provider, timeZone: string, availability: WindowAvailability): Dates;
  slotsAnswer(provider: Provider, date: string, timeZone: string, day: VisibleDay): Slots;
}

export function createProviderAvailability<Provider, Dates extends object, Slots extends object>(
  config: ProviderAvailabilityConfig<Provider, Dates, Slots>,
) {
  const { cache, now = () => new Date() } = config;

  /** Every day of the booking window, planned from one read of the calendar (the dates' cache entry). */
  const windowPlans = (provider: Provider, window: BookingWindow): Promise<DayPlan[]> =>
    cache.remember(config.keyOf(provider), `dates:${window.today}`, AVAILABLE_DATES_TTL_MS, async () => {
      const calendar = prepareCalendar(await config.calendarOf(provider, window.dates, true));
      return window.dates.map((date) => planDay(calendar, date));
    });

  /**
   * One date's plan: the window's when the dates were planned less than the slots' lifetime ago (a calendar
   * is usually opened on its dates, then a day), else its own cache entry, read alone.
   */
  const planOf = (provider: Provider, date: string, today: string): Promise<DayPlan> => {
    const key = config.keyOf(provider);
    const planned = cache.peek<DayPlan[]>(key, `dates:${today}`, DAY_SLOTS_TTL_MS)?.find((p) => p.date === date);
    if (planned) return Promise.resolve(planned);
    return cache.remember(key, `slots:${date}`, DAY_SLOTS_TTL_MS, async () =>
      planDay(prepareCalendar(await config.calendarOf(provider, [date], true)), date),
    );
  };

  /**
   * The first slot starting after now in the booking window, or null: read from the same cached plans as
   * the calendar's dates, so a card page and the calendar opened from it cost one calendar read per provider.
   */
  async function nextSlot(provider: Provider): Promise<PlannedSlot | null> {
    const nowMs = now().getTime();
    const window = bookingWindow(config.timeZoneOf(provider), nowMs);
    for (const plan of await windowPlans(provider, window)) {
      const slot = plan.slots.find((s) => s.startMs > nowMs);
      if (slot) return slot;
    }
    return null;
  }

  const slotsAnswers = createAnswerMemo<DayPlan, Slots>();
  const datesAnswers = createAnswerMemo<DayPlan[], Dates>();

  return {
    async availability(provider: Provider): Promise<Dates> {
      const nowMs = now().getTime();
      const timeZone = config.timeZoneOf(provider);
      const window = bookingWindow(timeZone, nowMs);
      const plans = await windowPlans(provider, window);
      return datesAnswers(plans, window.today, nowMs, () => {
        const days = plans.map(summarizeDay);
        return {
          answer: config.datesAnswer(provider, timeZone, availabilityOf(window, days, nowMs)),
          untilMs: nextLastStart(days, nowMs),
        };
      });
    },

    async slots(provider: Provider, date: string): Promise<Slots> {
      const nowMs = now().getTime();
      const timeZone = config.timeZoneOf(provider);
      const window = bookingWindow(timeZone, nowMs);
      const answer = (plan: DayPlan): MadeAnswer<Slots> => {
        const day = visibleDay(plan, window, nowMs);
        // Slots are sorted by start: the first one shown is the next to turn past.
        return {
          answer: config.slotsAnswer(provider, date, timeZone, day),
          untilMs: day.slots[0]?.startMs ?? Infinity,
        };
      };
      // Dates outside the window are answered without reading (or caching) anything.
      if (!isInWindow(window, date))
        return answer({ date, holiday: false, holidayReason: null, scheduled: false, slots: [] }).answer;
      const plan = await planOf(provider, date, window.today);
      return slotsAnswers(plan, window.today, nowMs, () => answer(plan));
    },

    nextSlot,

    /** `nextSlot` of every provider on one card page, read concurrently (each from its cached plans). */
    nextSlots: (providers: readonly Provider[]): Promise<Array<PlannedSlot | null>> =>
      Promise.all(providers.map(nextSlot)),

    /**
     * The booking validation, on fresh data (never the cache): the slot exists in a schedule, outside breaks
     * and holidays, within the window. Whether it is free is not read here: claiming its cells decides that,
     * atomically, in the database.
     */
    async check(provider: Provider, request: SlotRequest, at: Date): Promise<SlotCheck> {
      return checkSlot(await config.calendarOf(provider, [request.date], false), request, at.getTime());
    },
  };
}

/** A slot as the answers show it: the instant of its start too, so a browser in another zone can show both. */
export function slotView({ date, startTime, endTime, scheduleId, startMs }: VisibleDay['slots'][number]) {
  return { date, startTime, endTime, scheduleId, startsAt: new Date(startMs).toISOString() };
}

/** A provider's next open slot as the cards and pages show it (`NextAvailable`): null when none. */
export function nextAvailableOf(slot: PlannedSlot | null) {
  return slot && { date: slot.date, startTime: slot.startTime, startsAt: new Date(slot.startMs).toISOString() };
}
