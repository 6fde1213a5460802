/**
 * PawfectMatch (docs/decisions/037-pawfectmatch.md): owners list their dogs for playdates, get compatible
 * vaccinated dogs nearby, and send, accept, decline or cancel playdate requests. A dog's exact point is
 * never sent to anyone but its owner (others see its area's name and a distance rounded to 0.5 km); a
 * request's meeting place and the owners' first names show to both only once it is accepted.
 */
import * as z from 'zod/mini';
import { GeoPoint } from '../geo-point';

export const PLAYDATE_SIZES = ['small', 'medium', 'large'] as const;
export const PLAYDATE_ENERGIES = ['low', 'moderate', 'high', 'very-high'] as const;
export const PLAY_STYLES = ['chase', 'wrestling', 'fetch', 'tug', 'sniffing', 'gentle'] as const;
export const PLAYDATE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/** Sizes by weight, in the pounds the pet profile uses: the form suggests the size from the pet's weight. */
export const PLAYDATE_SIZE_LABELS = {
  small: 'Small (under 22 lb)',
  medium: 'Medium (22 to 55 lb)',
  large: 'Large (over 55 lb)',
} as const satisfies Record<(typeof PLAYDATE_SIZES)[number], string>;
export const PLAYDATE_SIZE_LIMITS_LBS = { small: 22, medium: 55 } as const;

export const PLAYDATE_ENERGY_LABELS = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  'very-high': 'Very high',
} as const satisfies Record<(typeof PLAYDATE_ENERGIES)[number], string>;

export const PLAY_STYLE_LABELS = {
  chase: 'Chasing',
  wrestling: 'Wrestling',
  fetch: 'Fetch',
  tug: 'Tug of war',
  sniffing: 'Sniffing and exploring',
  gentle: 'Gentle play',
} as const satisfies Record<(typeof PLAY_STYLES)[number], string>;

/** The search radii the suggestions offer; 10 km unless chosen. */
export const PLAYDATE_RADII_KM = [2, 5, 10, 25, 50] as const;
export const PLAYDATE_DEFAULT_RADIUS_KM = 10;
/** The nearest this many compatible dogs are suggested. */
export const PLAYDATE_SUGGESTIONS_LIMIT = 30;
/** A playdate may be proposed up to this many days ahead. */
export const PLAYDATE_MAX_DAYS_AHEAD = 60;
/** Each list of requests (incoming, outgoing) shows the newest this many. */
export const PLAYDATE_REQUESTS_LIMIT = 50;

/** The cities an owner may pick instead of sharing the browser's position; the dog is placed at its centre. */
export const PLAYDATE_CITIES = [
  { id: 'mumbai', name: 'Mumbai', lat: 19.076, lng: 72.8777 },
  { id: 'pune', name: 'Pune', lat: 18.5204, lng: 73.8567 },
  { id: 'bengaluru', name: 'Bengaluru', lat: 12.9716, lng: 77.5946 },
  { id: 'chennai', name: 'Chennai', lat: 13.0827, lng: 80.2707 },
  { id: 'new-delhi', name: 'New Delhi', lat: 28.6139, lng: 77.209 },
  { id: 'berlin', name: 'Berlin', lat: 52.52, lng: 13.405 },
  { id: 'london', name: 'London', lat: 51.5074, lng: -0.1278 },
  { id: 'new-york', name: 'New York', lat: 40.7128, lng: -74.006 },
] as const;
export type PlaydateCityId = (typeof PLAYDATE_CITIES)[number]['id'];
const CITY_IDS = PLAYDATE_CITIES.map((city) => city.id) as [PlaydateCityId, ...PlaydateCityId[]];

export const playdateMessages = {
  size: 'Please choose a size.',
  energy: 'Please choose an energy level.',
  playStyles: 'Please choose at least one play style.',
  vaccinated: 'Please say whether your dog is vaccinated.',
  about: 'About must be 300 characters or fewer.',
  city: 'Please choose a city from the list.',
  where: 'Use your current location or choose a city.',
  areaName: 'Neighbourhood must be 2 to 60 characters.',
  nameYourArea: 'Please name your neighbourhood (for example Bandra West): others see it instead of your position.',
  radius: 'Please choose a distance from the list.',
  dogId: 'Please choose a dog.',
  petNotFound: 'We could not find that dog among yours.',
  dogsOnly: 'PawfectMatch is for dogs: choose one of your dogs.',
  profileNotFound: 'That dog is not listed for playdates.',
  notVaccinated: 'Only vaccinated dogs can get suggestions and send playdate requests.',
  otherNotAvailable: 'That dog is no longer available for playdates.',
  ownDog: 'You cannot request a playdate with your own dog.',
  notAMatch: 'These two dogs are not a match for a playdate.',
  alreadyRequested: 'There is already a playdate request between these two dogs.',
  declinedBefore: 'This dog’s owner declined a playdate with your dog.',
  startsAt: 'Please choose a date and time.',
  startsAtPast: 'Please choose a time in the future.',
  startsAtTooFar: `Please choose a time within the next ${PLAYDATE_MAX_DAYS_AHEAD} days.`,
  message: 'Write a message of 1 to 500 characters.',
  meetingPlace: 'Meeting place must be 3 to 120 characters.',
  requestNotFound: 'We could not find that playdate request.',
  onlyReceiver: 'Only the invited dog’s owner can answer this request.',
  onlySender: 'Only the owner who sent this request can cancel it.',
  notPending: 'This request has already been answered or cancelled.',
  cannotCancel: 'Only a pending or accepted playdate can be cancelled.',
  timePassed: 'This playdate’s time has passed.',
  requestingTooOften: 'You have sent many playdate requests. Please try again later.',
  loadFailed: 'We could not load PawfectMatch. Please try again.',
} as const;

export const PlaydateSize = z.enum(PLAYDATE_SIZES, { error: playdateMessages.size });
export type PlaydateSize = z.infer<typeof PlaydateSize>;
export const PlaydateEnergy = z.enum(PLAYDATE_ENERGIES, { error: playdateMessages.energy });
export type PlaydateEnergy = z.infer<typeof PlaydateEnergy>;
export const PlayStyle = z.enum(PLAY_STYLES, { error: playdateMessages.playStyles });
export type PlayStyle = z.infer<typeof PlayStyle>;
export const PlaydateStatus = z.enum(PLAYDATE_STATUSES);
export type PlaydateStatus = z.infer<typeof PlaydateStatus>;

/** A dog's id (24 hex characters), validated before it reaches a filter. */
const DogId = z.string({ error: playdateMessages.dogId }).check(z.regex(/^[a-f0-9]{24}$/i, playdateMessages.dogId));

const trimmed = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** Not trimmed away: whitespace-only is refused, the text itself is kept as written (shown as text). */
const text = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.refine((value) => value.trim().length > 0, { error: message, abort: true }),
    z.maxLength(max, message),
  );

/**
 * PUT /api/community/playdates/profiles/:petId (the dog's owner): lists the dog, or changes its listing.
 * Where: `point` (the browser's position) or `city` (its centre), exactly one. `areaName` is what others see
 * (a city's name by default, or the name of the listed city the point is in).
 */
export const PlaydateProfileInput = z
  .strictObject({
    size: PlaydateSize,
    energy: PlaydateEnergy,
    playStyles: z.array(PlayStyle, { error: playdateMessages.playStyles }).check(
      z.minLength(1, playdateMessages.playStyles),
      z.maxLength(PLAY_STYLES.length, playdateMessages.playStyles),
      z.refine((styles) => new Set(styles).size === styles.length, playdateMessages.playStyles),
    ),
    vaccinated: z.boolean({ error: playdateMessages.vaccinated }),
    about: z._default(
      z.string({ error: playdateMessages.about }).check(z.trim(), z.maxLength(300, playdateMessages.about)),
      '',
    ),
    point: z.optional(GeoPoint),
    city: z.optional(z.enum(CITY_IDS, { error: playdateMessages.city })),
    areaName: z.optional(
      z.string({ error: playdateMessages.areaName }).check(
        z.trim(),
        z.refine((name) => name === '' || (name.length >= 2 && name.length <= 60), playdateMessages.areaName),
      ),
    ),
  })
  .check(
    z.refine((input) => (input.point === undefined) !== (input.city === undefined), {
      error: playdateMessages.where,
      path: ['city'],
    }),
  );
export type PlaydateProfileInput = z.input<typeof PlaydateProfileInput>;
export type PlaydateProfileData = z.output<typeof PlaydateProfileInput>;

/** GET /api/community/playdates/suggestions?petId=&radiusKm= (the dog's owner). */
export const PlaydateSuggestionsQuery = z.strictObject({
  petId: DogId,
  radiusKm: z._default(
    z.pipe(
      z.string({ error: playdateMessages.radius }),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z
          .number()
          .check(z.refine((km) => (PLAYDATE_RADII_KM as readonly number[]).includes(km), playdateMessages.radius)),
      ),
    ),
    PLAYDATE_DEFAULT_RADIUS_KM,
  ),
});
export type PlaydateSuggestionsQuery = z.input<typeof PlaydateSuggestionsQuery>;

/** POST /api/community/playdates/requests (the sending dog's owner; takes an Idempotency-Key). */
export const CreatePlaydateRequestInput = z.strictObject({
  fromPetId: DogId,
  toPetId: DogId,
  startsAt: z.iso.datetime({ error: playdateMessages.startsAt, offset: true }),
  message: text(500, playdateMessages.message),
  meetingPlace: trimmed(3, 120, playdateMessages.meetingPlace),
});
export type CreatePlaydateRequestInput = z.input<typeof CreatePlaydateRequestInput>;
export type CreatePlaydateRequestData = z.output<typeof CreatePlaydateRequestInput>;

/** The dog itself, in every view of a listing. */
export const PlaydateDogBasics = z.object({
  petId: z.string(),
  name: z.string(),
  breed: z.string(),
  /** /api/community/playdates/pets/<petId>/photo, or null (show initials). */
  photoUrl: z.nullable(z.string()),
  size: PlaydateSize,
  energy: PlaydateEnergy,
  playStyles: z.array(PlayStyle),
});
export type PlaydateDogBasics = z.infer<typeof PlaydateDogBasics>;

/** What everyone signed in may see of a listed dog: never its owner, never its point. */
export const PlaydateDog = z.extend(PlaydateDogBasics, {
  about: z.string(),
  areaName: z.string(),
  /** From the viewer's dog, rounded to 0.5 km (at least 0.5); null when either dog is no longer listed. */
  distanceKm: z.nullable(z.number()),
});
export type PlaydateDog = z.infer<typeof PlaydateDog>;

/** One of the owner's own listings, with its exact point (only its owner ever receives it). */
export const OwnPlaydateProfile = z.extend(PlaydateDogBasics, {
  vaccinated: z.boolean(),
  about: z.string(),
  areaName: z.string(),
  point: GeoPoint,
  updatedAt: z.iso.datetime(),
});
export type OwnPlaydateProfile = z.infer<typeof OwnPlaydateProfile>;

/** One of the owner's dogs that may be listed, with the size its weight suggests. */
export const PlaydatePetChoice = z.object({
  petId: z.string(),
  name: z.string(),
  breed: z.string(),
  suggestedSize: PlaydateSize,
  listed: z.boolean(),
});
export type PlaydatePetChoice = z.infer<typeof PlaydatePetChoice>;

/** GET /api/community/playdates/mine: the owner's dogs and their listings (both empty without an owner profile). */
export const MyPlaydatePets = z.object({
  dogs: z.array(PlaydatePetChoice),
  profiles: z.array(OwnPlaydateProfile),
});
export type MyPlaydatePets = z.infer<typeof MyPlaydatePets>;

/** PUT /profiles/:petId answers the listing. */
export const PlaydateProfileAnswer = z.object({ profile: OwnPlaydateProfile });
export type PlaydateProfileAnswer = z.infer<typeof PlaydateProfileAnswer>;

export const PlaydateSuggestions = z.object({
  petId: z.string(),
  radiusKm: z.number(),
  suggestions: z.array(PlaydateDog),
});
export type PlaydateSuggestions = z.infer<typeof PlaydateSuggestions>;

/** Shown to both owners once the request is accepted. */
export const PlaydateReveal = z.object({
  meetingPlace: z.string(),
  /** The viewer's and the other owner's first names. */
  yourFirstName: z.string(),
  theirFirstName: z.string(),
});
export type PlaydateReveal = z.infer<typeof PlaydateReveal>;

export const PlaydateRequest = z.object({
  id: z.string(),
  /** Incoming: sent to one of the viewer's dogs; outgoing: sent by one. */
  direction: z.enum(['incoming', 'outgoing']),
  status: PlaydateStatus,
  startsAt: z.iso.datetime(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  myPet: z.object({ petId: z.string(), name: z.string() }),
  otherPet: PlaydateDog,
  /** The sender's own meeting place while pending; null for the receiver until accepted. */
  proposedPlace: z.nullable(z.string()),
  /** Only once accepted (both owners have said yes); null otherwise. */
  reveal: z.nullable(PlaydateReveal),
});
export type PlaydateRequest = z.infer<typeof PlaydateRequest>;

export const PlaydateRequestList = z.object({
  incoming: z.array(PlaydateRequest),
  outgoing: z.array(PlaydateRequest),
});
export type PlaydateRequestList = z.infer<typeof PlaydateRequestList>;

export const PlaydateRequestAnswer = z.object({ request: PlaydateRequest });
export type PlaydateRequestAnswer = z.infer<typeof PlaydateRequestAnswer>;

export const PlaydateProfileRemoved = z.object({ removed: z.literal(true) });
export type PlaydateProfileRemoved = z.infer<typeof PlaydateProfileRemoved>;
