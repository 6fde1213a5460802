import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { PlaydateEnergy, PlaydateSize, PlayStyle, ProfileFields } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { geoPoint } from '../../lib/geo';
import { createPlaydateProfilesRepository, type PlaydateProfileDoc } from './playdate-profiles.repository';
import { createPlaydateRequestsRepository, openKeyOf, type PlaydateRequestDoc } from './playdate-requests.repository';
import { snapshotOf } from './playdate-views';

const DAY_MS = 86_400_000;

interface SeedDog {
  name: string;
  breed: string;
  sizeLbs: number;
  size: PlaydateSize;
  energy: PlaydateEnergy;
  playStyles: PlayStyle[];
  about: string;
  areaName: string;
  at: [lat: number, lng: number];
}

interface SeedPlaydateOwner {
  email: string;
  /** Used only when the owner has no pet owner profile yet (the vet seeder makes owner1 and owner2's). */
  fields: ProfileFields<'pet_owner'>;
  dogs: SeedDog[];
}

/** Dogs listed for playdates around Mumbai, Bengaluru, Berlin and London, with their owners' accounts. */
export const SEED_PLAYDATE_OWNERS: SeedPlaydateOwner[] = [
  {
    email: 'owner1@petpal.demo',
    fields: { fullName: 'Priya Sharma', phoneNumber: '+91 98765 43210', location: 'Mumbai, Maharashtra' },
    dogs: [
      {
        name: 'Bruno',
        breed: 'Labrador Retriever',
        sizeLbs: 65,
        size: 'large',
        energy: 'high',
        playStyles: ['fetch', 'chase'],
        about: 'Will fetch until your arm gives up. Gentle with puppies.',
        areaName: 'Bandra West',
        at: [19.0596, 72.8295],
      },
    ],
  },
  {
    email: 'owner2@petpal.demo',
    fields: { fullName: 'Daniel Weber', phoneNumber: '+49 151 2345 6789', location: 'Berlin, Germany' },
    dogs: [
      {
        name: 'Luna',
        breed: 'Golden Retriever',
        sizeLbs: 60,
        size: 'large',
        energy: 'moderate',
        playStyles: ['fetch', 'gentle'],
        about: 'Calm, loves water and other dogs’ tennis balls.',
        areaName: 'Prenzlauer Berg',
        at: [52.539, 13.424],
      },
    ],
  },
  {
    email: 'playdate1@petpal.demo',
    fields: { fullName: 'Rohan Mehta', phoneNumber: '+91 98200 11122', location: 'Mumbai, Maharashtra' },
    dogs: [
      {
        name: 'Simba',
        breed: 'Indie',
        sizeLbs: 42,
        size: 'medium',
        energy: 'high',
        playStyles: ['chase', 'wrestling'],
        about: 'Rescued from Khar market; the fastest dog on Carter Road.',
        areaName: 'Khar West',
        at: [19.07, 72.8365],
      },
    ],
  },
  {
    email: 'playdate2@petpal.demo',
    fields: { fullName: 'Neha Iyer', phoneNumber: '+91 98190 33344', location: 'Mumbai, Maharashtra' },
    dogs: [
      {
        name: 'Zara',
        breed: 'Beagle',
        sizeLbs: 25,
        size: 'medium',
        energy: 'moderate',
        playStyles: ['sniffing', 'chase'],
        about: 'Nose first, always. Best on long sniffy walks.',
        areaName: 'Juhu',
        at: [19.1075, 72.8263],
      },
      {
        name: 'Pepper',
        breed: 'Shih Tzu',
        sizeLbs: 12,
        size: 'small',
        energy: 'low',
        playStyles: ['gentle'],
        about: 'Small, shy at first, then the life of the party.',
        areaName: 'Juhu',
        at: [19.1075, 72.8263],
      },
    ],
  },
  {
    email: 'playdate3@petpal.demo',
    fields: { fullName: 'Karthik Rao', phoneNumber: '+91 99860 55566', location: 'Bengaluru, Karnataka' },
    dogs: [
      {
        name: 'Rocky',
        breed: 'German Shepherd',
        sizeLbs: 75,
        size: 'large',
        energy: 'very-high',
        playStyles: ['fetch', 'tug'],
        about: 'Needs a friend who can keep up in Cubbon Park.',
        areaName: 'Indiranagar',
        at: [12.9719, 77.6412],
      },
      {
        name: 'Mango',
        breed: 'Indie',
        sizeLbs: 38,
        size: 'medium',
        energy: 'high',
        playStyles: ['chase', 'fetch'],
        about: 'Friendly with every dog, suspicious of every cat.',
        areaName: 'Koramangala',
        at: [12.9352, 77.6245],
      },
    ],
  },
  {
    email: 'playdate4@petpal.demo',
    fields: { fullName: 'Lena Fischer', phoneNumber: '+49 160 9876 5432', location: 'Berlin, Germany' },
    dogs: [
      {
        name: 'Frieda',
        breed: 'Border Collie',
        sizeLbs: 40,
        size: 'medium',
        energy: 'high',
        playStyles: ['fetch', 'chase'],
        about: 'Herds other dogs politely. Frisbee champion of Mauerpark.',
        areaName: 'Mitte',
        at: [52.53, 13.401],
      },
      {
        name: 'Otto',
        breed: 'Dachshund',
        sizeLbs: 20,
        size: 'small',
        energy: 'moderate',
        playStyles: ['sniffing', 'gentle'],
        about: 'Short legs, big opinions.',
        areaName: 'Kreuzberg',
        at: [52.4986, 13.4033],
      },
    ],
  },
  {
    email: 'playdate5@petpal.demo',
    fields: { fullName: 'Tom Clarke', phoneNumber: '+44 7700 900123', location: 'London, United Kingdom' },
    dogs: [
      {
        name: 'Biscuit',
        breed: 'Cocker Spaniel',
        sizeLbs: 30,
        size: 'medium',
        energy: 'high',
        playStyles: ['fetch', 'chase'],
        about: 'Clapham Common regular; will share his ball (eventually).',
        areaName: 'Clapham',
        at: [51.4618, -0.1384],
      },
    ],
  },
];

/** The demo requests: Simba asks Bruno (pending: owner1 has one to answer); Luna and Frieda have agreed one. */
export const SEED_PLAYDATE_REQUESTS: Array<{
  from: string;
  to: string;
  status: 'pending' | 'accepted';
  inDays: number;
  message: string;
  meetingPlace: string;
}> = [
  {
    from: 'Simba',
    to: 'Bruno',
    status: 'pending',
    inDays: 3,
    message: 'Simba has energy to burn. A run on the promenade before it gets hot?',
    meetingPlace: 'Carter Road promenade, by the amphitheatre',
  },
  {
    from: 'Frieda',
    to: 'Luna',
    status: 'accepted',
    inDays: 2,
    message: 'Frieda would love a fetch buddy. Saturday morning in the park?',
    meetingPlace: 'Volkspark Friedrichshain, the fairy-tale fountain',
  },
];

/** Fixed ids so that running the seed again finds what it made. */
const seedRequestId = (n: number) => new ObjectId(`c0ffeed0${String(n).padStart(16, '0')}`);

/**
 * Demo playdate listings, their owners (accounts with the demo password, profiles and pets, reused when
 * they exist) and two requests (idempotent).
 */
export async function seedPlaydates(db: DataPort, auth: AuthFacade, password: string, now: Date): Promise<void> {
  const profiles = createPlaydateProfilesRepository(db);
  const requests = createPlaydateRequestsRepository(db);
  const listed = new Map<string, PlaydateProfileDoc>();
  for (const owner of SEED_PLAYDATE_OWNERS) {
    const userId = await auth.seedAccount(owner.email, password, 'pet_owner', now);
    const record =
      (await auth.records.findByUser('pet_owner', userId)) ??
      (await auth.saveRecord('pet_owner', userId, owner.fields, now));
    for (const dog of owner.dogs) {
      const pet = await auth.seedPet(
        record._id,
        { name: dog.name, breed: dog.breed, species: 'dog', sizeLbs: dog.sizeLbs },
        now,
      );
      const doc =
        (await profiles.findById(pet._id)) ??
        (await profiles.save({
          _id: pet._id,
          ownerUserId: userId,
          ownerRecordId: record._id,
          petName: pet.name,
          breed: pet.breed,
          hasPhoto: pet.hasPhoto,
          size: dog.size,
          energy: dog.energy,
          playStyles: dog.playStyles,
          vaccinated: true,
          about: dog.about,
          areaName: dog.areaName,
          location: geoPoint(...dog.at),
          createdAt: now,
          updatedAt: now,
        }));
      listed.set(dog.name, doc);
    }
  }

  for (const [n, seed] of SEED_PLAYDATE_REQUESTS.entries()) {
    const _id = seedRequestId(n);
    const from = listed.get(seed.from)!;
    const to = listed.get(seed.to)!;
    if (await requests.findById(_id)) continue;
    const startsAt = new Date(Math.ceil((now.getTime() + seed.inDays * DAY_MS) / 3_600_000) * 3_600_000);
    const doc: PlaydateRequestDoc = {
      _id,
      fromPetId: from._id,
      fromUserId: from.ownerUserId,
      fromPet: snapshotOf(from),
      toPetId: to._id,
      toUserId: to.ownerUserId,
      toPet: snapshotOf(to),
      openKey: openKeyOf(from._id, to._id),
      status: seed.status,
      startsAt,
      message: seed.message,
      meetingPlace: seed.meetingPlace,
      createdAt: new Date(now.getTime() - DAY_MS),
      updatedAt: new Date(now.getTime() - DAY_MS),
    };
    // A pair that already has an open request (made by hand on this database) keeps it.
    await requests.insert(doc);
  }
}
