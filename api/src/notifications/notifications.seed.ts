import { ObjectId } from 'mongodb';
import { type AuthFacade, createAuthFacade } from '../auth';
import type { PetReportStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Seeder } from '../seed/seeder';
import { createImagesService, seedArt } from '../images';
import { createAlertsRepository } from './reports/alerts.repository';
import { createDiscussionRepository } from './reports/discussion.repository';
import { createDisplayNames } from './reports/display-names';
import { previewOf } from './reports/report-notices';
import { toGeoJson } from './reports/report-view';
import { createReportsRepository, type PetReportDoc } from './reports/reports.repository';

/** The demo accounts' password (the vet seeder makes the same accounts with their profiles). */
const DEMO_OWNERS = ['owner1@petpal.demo', 'owner2@petpal.demo', 'owner3@petpal.demo'] as const;
const HOUR_MS = 3_600_000;

interface SeedReport {
  /** The demo report's fixed id, so running the seed again replaces it. */
  id: string;
  owner: 1 | 2 | 3;
  status: PetReportStatus;
  petName: string;
  description: string;
  locationAddress: string;
  point: { lat: number; lng: number } | null;
  hoursAgo: number;
  resolved?: boolean;
  /** [commenter owner number, text, hours after the report]. */
  comments?: Array<[1 | 2 | 3, string, number]>;
  /** A conversation with the reporter: [participant owner number, [from participant?, text][]]. */
  conversation?: [1 | 2 | 3, Array<[boolean, string]>];
}

/** A seed report's own picture: a drawing of ours per report (its colours from the report's id), never a real pet. */
export const seedReportArt = (reportId: string) => seedArt('scene', `report:${reportId}`);

/** Twelve reports by the three demo owners around Mumbai, Bengaluru and Berlin (their home cities). */
export const SEED_REPORTS: SeedReport[] = [
  {
    id: '5eed0000000000000000a001',
    owner: 1,
    status: 'lost',
    petName: 'Bruno',
    description:
      'Chocolate Labrador, red collar with a bone-shaped tag. Slipped his leash near the promenade; friendly but scared of bikes.',
    locationAddress: 'Carter Road, Bandra West, Mumbai',
    point: { lat: 19.0669, lng: 72.8221 },
    hoursAgo: 5,
    comments: [[3, 'Shared in the Bandra dog walkers group. Fingers crossed!', 1]],
    conversation: [
      2,
      [
        [true, 'I think I saw a Labrador with a red collar near Otters Club an hour ago.'],
        [false, 'Thank you so much! Was he heading towards the fort?'],
      ],
    ],
  },
  {
    id: '5eed0000000000000000a002',
    owner: 1,
    status: 'found',
    petName: '',
    description:
      'Young tabby cat with white paws found under a parked car. Very tame, probably someone’s pet. Keeping her safe at home.',
    locationAddress: 'Hill Road, Bandra West, Mumbai',
    point: { lat: 19.0545, lng: 72.8313 },
    hoursAgo: 30,
  },
  {
    id: '5eed0000000000000000a003',
    owner: 1,
    status: 'lost',
    petName: 'Misty',
    description: 'White Persian cat, blue eyes, indoor only. Escaped through the balcony on the 3rd floor.',
    locationAddress: 'Powai, Mumbai',
    point: { lat: 19.1176, lng: 72.906 },
    hoursAgo: 24 * 12,
    resolved: true,
    comments: [[3, 'So glad she is home!', 24 * 3]],
  },
  {
    id: '5eed0000000000000000a004',
    owner: 1,
    status: 'found',
    petName: 'Sheru',
    description: 'Brown indie dog with a blue collar reading "Sheru". Waiting with the security guard at the gate.',
    locationAddress: 'Andheri East, Mumbai',
    point: { lat: 19.1136, lng: 72.8697 },
    hoursAgo: 50,
  },
  {
    id: '5eed0000000000000000a005',
    owner: 2,
    status: 'lost',
    petName: 'Luna',
    description: 'Golden Retriever, 6 years old, answers to Luna. Ran off after fireworks in the park. Microchipped.',
    locationAddress: 'Görlitzer Park, Kreuzberg, Berlin',
    point: { lat: 52.4966, lng: 13.4378 },
    hoursAgo: 3,
    comments: [
      [1, 'Hope you find her soon. Try the canal path, dogs often follow the water.', 1],
      [3, 'Printed a flyer for the café on Wiener Straße.', 2],
    ],
  },
  {
    id: '5eed0000000000000000a006',
    owner: 2,
    status: 'found',
    petName: '',
    description:
      'Small black rabbit hopping along the pavement. Now in a box with some lettuce; looking for the owner.',
    locationAddress: 'Kastanienallee, Prenzlauer Berg, Berlin',
    point: { lat: 52.5388, lng: 13.4107 },
    hoursAgo: 20,
  },
  {
    id: '5eed0000000000000000a007',
    owner: 2,
    status: 'lost',
    petName: 'Pepper',
    description: 'Grey budgie, very chatty, says "hallo". Flew out of an open window.',
    locationAddress: 'Tiergarten, Berlin',
    point: { lat: 52.5145, lng: 13.3501 },
    hoursAgo: 72,
  },
  {
    id: '5eed0000000000000000a008',
    owner: 2,
    status: 'found',
    petName: 'Otto',
    description: 'Dachshund with a green harness and a tag saying Otto. Found near the U-Bahn entrance.',
    locationAddress: 'Schönhauser Allee, Berlin',
    point: { lat: 52.5491, lng: 13.4138 },
    hoursAgo: 24 * 9,
    resolved: true,
  },
  {
    id: '5eed0000000000000000a009',
    owner: 3,
    status: 'lost',
    petName: 'Coco',
    description: 'Holland Lop rabbit, cream and brown, floppy ears. Got out of the garden; may be hiding in hedges.',
    locationAddress: 'Indiranagar 12th Main, Bengaluru',
    point: { lat: 12.9719, lng: 77.6412 },
    hoursAgo: 8,
    conversation: [1, [[true, 'There is a rabbit in the bushes outside the 100 Feet Road metro. Could it be Coco?']]],
  },
  {
    id: '5eed0000000000000000a010',
    owner: 3,
    status: 'found',
    petName: '',
    description:
      'Beagle puppy, no collar, found near the lake. Healthy and playful; taking him to a vet to scan for a chip.',
    locationAddress: 'Ulsoor Lake, Bengaluru',
    point: { lat: 12.9817, lng: 77.6199 },
    hoursAgo: 14,
    comments: [[1, 'He looks like the puppy from the flyer at Cubbon Park!', 2]],
  },
  {
    id: '5eed0000000000000000a011',
    owner: 3,
    status: 'lost',
    petName: 'Simba',
    description: 'Orange tabby tomcat, neutered, notch in the left ear. Last seen on the terrace.',
    locationAddress: 'Koramangala 5th Block, Bengaluru',
    point: { lat: 12.9352, lng: 77.6245 },
    hoursAgo: 40,
  },
  {
    id: '5eed0000000000000000a012',
    owner: 3,
    status: 'found',
    petName: 'Rani',
    description:
      'Indie dog with a pink collar named Rani, sitting by the bus stop for hours. Given water; she is friendly.',
    locationAddress: 'Whitefield Main Road, Bengaluru',
    point: null,
    hoursAgo: 26,
  },
];

/** Nearby alerts of the demo owners: around their city centre. */
const SEED_ALERTS: Array<{ owner: 1 | 2 | 3; radiusKm: number; point: { lat: number; lng: number } }> = [
  { owner: 1, radiusKm: 10, point: { lat: 19.076, lng: 72.8777 } },
  { owner: 2, radiusKm: 5, point: { lat: 52.52, lng: 13.405 } },
  { owner: 3, radiusKm: 15, point: { lat: 12.9716, lng: 77.5946 } },
];

/**
 * Demo pet reports relative to `now`: twelve by owner1-3@petpal.demo (password petpal-demo; the accounts
 * are made here when the vet seeder has not run), with comments, conversations and the owners' nearby
 * alerts. Each report has a drawing of our own (seed art stored through the image pipeline, never someone's real
 * picture). Idempotent: the demo reports (fixed ids) and their comments and messages are replaced; the owners'
 * alert settings are overwritten.
 */
export async function seedNotificationsArea(db: DataPort, auth: AuthFacade, now: Date = new Date()): Promise<void> {
  const reports = createReportsRepository(db);
  const discussion = createDiscussionRepository(db);
  const alerts = createAlertsRepository(db);
  const names = createDisplayNames(auth);
  const images = createImagesService(db);

  const owners: ObjectId[] = [];
  for (const email of DEMO_OWNERS) owners.push(await auth.seedAccount(email, DEMO_PASSWORD, 'pet_owner', now));
  const ownerNames = await Promise.all(owners.map((id) => names(id)));
  const owner = (n: 1 | 2 | 3) => ({ id: owners[n - 1]!, name: ownerNames[n - 1]! });

  for (const seed of SEED_REPORTS) {
    const id = new ObjectId(seed.id);
    const reporter = owner(seed.owner);
    const previous = await reports.findById(id);
    if (previous) await reports.deleteOwned(id, previous.userId);
    await discussion.deleteByReport(id);
    const createdAt = new Date(now.getTime() - seed.hoursAgo * HOUR_MS);
    const resolvedAt = seed.resolved ? new Date(createdAt.getTime() + 48 * HOUR_MS) : null;
    const doc: PetReportDoc = {
      _id: id,
      userId: reporter.id,
      reporterName: reporter.name,
      status: seed.status,
      petName: seed.petName,
      description: seed.description,
      locationAddress: seed.locationAddress,
      location: seed.point ? toGeoJson(seed.point) : null,
      photo: await images.seedArtImage(seedReportArt(seed.id)),
      isActive: !seed.resolved,
      createdAt,
      updatedAt: resolvedAt ?? createdAt,
      resolvedAt,
      seenCount: 0,
      commentCount: seed.comments?.length ?? 0,
    };
    await reports.insert(doc);

    for (const [n, body, hoursAfter] of seed.comments ?? []) {
      const author = owner(n);
      await discussion.insertComment({
        _id: new ObjectId(),
        reportId: id,
        userId: author.id,
        authorName: author.name,
        body,
        createdAt: new Date(createdAt.getTime() + hoursAfter * HOUR_MS),
      });
    }

    if (seed.conversation) {
      const [n, lines] = seed.conversation;
      const participant = owner(n);
      for (const [index, [fromParticipant, body]] of lines.entries()) {
        await discussion.addMessage(
          {
            _id: new ObjectId(),
            reportId: id,
            participantId: participant.id,
            fromId: fromParticipant ? participant.id : reporter.id,
            body,
            createdAt: new Date(createdAt.getTime() + (index + 1) * 0.5 * HOUR_MS),
          },
          { reporterId: reporter.id, reporterName: reporter.name, participantName: participant.name },
          previewOf(body),
        );
      }
    }
  }

  for (const seed of SEED_ALERTS) {
    await alerts.save({
      userId: owner(seed.owner).id,
      enabled: true,
      radiusKm: seed.radiusKm,
      location: toGeoJson(seed.point),
      updatedAt: now,
    });
  }
}

/** The notifications area's demo data (register after the vet seeder, whose owners it uses). */
export const notificationsSeeder: Seeder = {
  area: 'notifications',
  // 2: each report has a seed-art picture of its own (decision 105).
  version: 2,
  description:
    'demo lost and found pet reports around Mumbai, Bengaluru and Berlin, with pictures, comments and messages',
  run: (db) => seedNotificationsArea(db, createAuthFacade(db)),
};
