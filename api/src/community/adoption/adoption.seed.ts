import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { CreateAdoptionListingInput } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { createImagesService, seedArt } from '../../images';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createApplicationsRepository } from './applications.repository';
import { bornOnFor } from './listing-views';
import { createListingsRepository, type ListingDoc } from './listings.repository';

const HOUR_MS = 3_600_000;
const LISTERS = ['owner1@petpal.demo', 'owner2@petpal.demo', 'owner3@petpal.demo'] as const;

/** Fixed ids so that running the seed again finds what it made. */
const seedId = (kind: 'a' | 'b' | 'c', n: number) => new ObjectId(`ad0be${kind}${String(n).padStart(18, '0')}`);

type SeedListing = Omit<CreateAdoptionListingInput, 'photoIds'> & {
  /** Index into LISTERS. */
  lister: number;
  hoursAgo: number;
  /** How many drawings of the pet the listing shows (seed art, stored through the image pipeline). */
  photoCount: number;
};

const pet = {
  vaccinated: true,
  neutered: false,
  goodWithKids: true,
  goodWithDogs: true,
  goodWithCats: true,
  currency: 'INR',
} as const;

export const SEED_ADOPTION_LISTINGS: SeedListing[] = [
  {
    ...pet,
    lister: 0,
    hoursAgo: 4,
    title: 'Bruno, a gentle Indie looking for a sofa',
    species: 'dog',
    breed: 'Indie',
    ageYears: 2,
    ageMonths: 3,
    sex: 'male',
    size: 'medium',
    neutered: true,
    goodWithCats: false,
    description:
      'Bruno was found as a pup near Carter Road and has grown into the calmest dog on the lane. House-trained, walks well on a leash and sleeps through the night. Looking for a family with time for two walks a day.',
    fee: 0,
    city: 'Mumbai',
    area: 'Bandra West',
    photoCount: 2,
  },
  {
    ...pet,
    lister: 1,
    hoursAgo: 20,
    title: 'Misty, a quiet Persian mix',
    species: 'cat',
    breed: 'Persian mix',
    ageYears: 4,
    ageMonths: 0,
    sex: 'female',
    size: 'small',
    neutered: true,
    goodWithDogs: false,
    description:
      'Misty loves a sunny windowsill and a brushing session every evening. We are moving abroad and cannot take her. She comes with her carrier, bowls and the litter tray she knows.',
    fee: 1500,
    city: 'Delhi',
    area: 'Saket',
    photoCount: 1,
  },
  {
    ...pet,
    lister: 2,
    hoursAgo: 30,
    title: 'Coco, a playful Beagle puppy',
    species: 'dog',
    breed: 'Beagle',
    ageYears: 0,
    ageMonths: 5,
    sex: 'female',
    size: 'small',
    description:
      'Coco has had her first two vaccinations and is learning to sit and wait. She is full of energy and needs a home with a garden or a park nearby, and someone home for most of the day.',
    fee: 5000,
    city: 'Pune',
    area: 'Kothrud',
    photoCount: 3,
  },
  {
    ...pet,
    lister: 0,
    hoursAgo: 52,
    title: 'Kiwi, the chatty budgie',
    species: 'bird',
    breed: 'Budgerigar',
    ageYears: 1,
    ageMonths: 2,
    sex: 'male',
    size: 'small',
    vaccinated: false,
    description:
      'Kiwi whistles along to the radio and eats his greens. He comes with a large cage and a month of pellets. Best for a calm home without cats.',
    fee: 500,
    city: 'Bengaluru',
    area: 'Indiranagar',
    goodWithCats: false,
    photoCount: 1,
  },
  {
    ...pet,
    lister: 1,
    hoursAgo: 75,
    title: 'Snowball, a calm Holland Lop',
    species: 'rabbit',
    breed: 'Holland Lop',
    ageYears: 1,
    ageMonths: 8,
    sex: 'male',
    size: 'small',
    neutered: true,
    description:
      'Snowball is litter-trained and free-roams in our living room. He loves hay, coriander and gentle head rubs. Looking for an indoor home that knows rabbits.',
    fee: 800,
    city: 'Chennai',
    area: 'Adyar',
    photoCount: 1,
  },
  {
    ...pet,
    lister: 2,
    hoursAgo: 96,
    title: 'Rusty, a senior Labrador',
    species: 'dog',
    breed: 'Labrador Retriever',
    ageYears: 9,
    ageMonths: 0,
    sex: 'male',
    size: 'large',
    neutered: true,
    description:
      'Rusty is slowing down but still loves a swim. He needs a ground-floor home and a soft bed. His adoption fee covers his last check-up and a month of joint supplements.',
    fee: 75,
    currency: 'USD',
    city: 'Austin',
    area: 'Travis Heights',
    photoCount: 1,
  },
  {
    ...pet,
    lister: 0,
    hoursAgo: 120,
    title: 'Tiger, an Indie kitten',
    species: 'cat',
    breed: 'Indie',
    ageYears: 0,
    ageMonths: 3,
    sex: 'unknown',
    size: 'small',
    vaccinated: false,
    description:
      'Tiger was rescued from a drain in the monsoon and is now a confident, purring kitten. Dewormed, first vaccination due next week. Free to a loving indoor home.',
    fee: 0,
    city: 'Hyderabad',
    area: 'Banjara Hills',
    photoCount: 2,
  },
];

/** One demo application, so the first owner's listing shows how applications look. */
const SEED_APPLICATION = {
  listing: 0,
  applicant: 1,
  message:
    'We live in a ground-floor flat with a small garden, near a park. I grew up with dogs and work from home most days.',
};

/** The drawing of a seed listing's `n`th photo (its own colours, from the listing's title). */
export const seedListingArt = (title: string, n: number) => seedArt('scene', `adoption:${title}:${n}`);

/**
 * Demo adoption listings of the demo owners in six cities (one in the United States, priced in dollars), with
 * drawings of our own stored through the image pipeline and one application (idempotent: fixed ids).
 */
export async function seedAdoption(db: DataPort, auth: AuthFacade, now = new Date()): Promise<void> {
  const listings = createListingsRepository(db);
  const images = createImagesService(db);
  const applications = createApplicationsRepository(db);
  const listers: ObjectId[] = [];
  for (const email of LISTERS) listers.push(await auth.seedAccount(email, DEMO_PASSWORD, 'pet_owner', now));

  const docs: ListingDoc[] = [];
  for (const [index, seed] of SEED_ADOPTION_LISTINGS.entries()) {
    const _id = seedId('a', index);
    const existing = await listings.findById(_id);
    if (existing) {
      docs.push(existing);
      continue;
    }
    const { lister, hoursAgo, photoCount, ageYears, ageMonths, ...fields } = seed;
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR_MS);
    const photos = [];
    for (let n = 0; n < photoCount; n++) photos.push(await images.seedArtImage(seedListingArt(fields.title, n)));
    const doc: ListingDoc = {
      _id,
      listerId: listers[lister]!,
      listerName: await auth.users.publicName(listers[lister]!),
      ...fields,
      area: fields.area ?? '',
      bornOn: bornOnFor(ageYears, ageMonths, createdAt),
      photos,
      status: 'available',
      acceptedApplicationId: null,
      applicationCount: 0,
      createdAt,
      editedAt: null,
    };
    await listings.insert(doc);
    docs.push(doc);
  }

  const listing = docs[SEED_APPLICATION.listing]!;
  const applicantId = listers[SEED_APPLICATION.applicant]!;
  const inserted = await applications.insert({
    _id: seedId('c', 0),
    listingId: listing._id,
    listerId: listing.listerId,
    listingTitle: listing.title,
    applicantId,
    applicantName: await auth.users.publicName(applicantId),
    message: SEED_APPLICATION.message,
    status: 'pending',
    createdAt: new Date(listing.createdAt.getTime() + HOUR_MS),
    decidedAt: null,
  });
  if (inserted) await listings.countApplication(listing._id);
}
