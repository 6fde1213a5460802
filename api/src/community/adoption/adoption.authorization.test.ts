/**
 * Every adoption route x every role: a guest, the lister (their own listing), an applicant who applied to it,
 * another signed-in user (someone else's listing, not applied) and a PetPal admin (admin session only). Each
 * case runs on fresh data; a withdrawn listing is checked apart (only its lister and admins see it).
 */
import { describe } from 'vitest';
import { AdoptionApplicationList } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { createCommunityTestApp, guest, signIn, signInAdmin, type Caller } from '../community.test-support';
import { everyRole, itAnswersEachRole, type RoleCase } from '../role-matrix.test-support';
import { APPLICATION, apply, createListing, listingBody, uploadListingPhoto } from './adoption.test-support';

const ROLES = ['guest', 'lister', 'applicant', 'other', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface World {
  callers: Record<Role, Caller>;
  listingId: string;
  applicationId: string;
  /** A fresh upload of each role's own (guests and admins have none: they are refused before it matters). */
  photoOf: Record<Role, string>;
}

const all = (status: number) => everyRole(ROLES, status);
const signedIn = (status: number) => ({ ...all(status), guest: 401, admin: 401 });

const CASES: RoleCase<Role, World>[] = [
  ['GET /adoption/listings', () => ['GET', '/adoption/listings'], all(200)],
  ['GET /adoption/listings/:id', (w) => ['GET', `/adoption/listings/${w.listingId}`], all(200)],
  [
    'POST /adoption/listings',
    (w, role) => ['POST', '/adoption/listings', listingBody([w.photoOf[role]])],
    signedIn(201),
  ],
  ['GET /adoption/listings/mine', () => ['GET', '/adoption/listings/mine'], signedIn(200)],
  [
    'PATCH /adoption/listings/:id (the lister’s)',
    (w) => ['PATCH', `/adoption/listings/${w.listingId}`, { fee: 100 }],
    { guest: 401, lister: 200, applicant: 403, other: 403, admin: 401 },
  ],
  [
    'POST /adoption/listings/:id/status (the lister’s)',
    (w) => ['POST', `/adoption/listings/${w.listingId}/status`, { status: 'withdrawn' }],
    { guest: 401, lister: 200, applicant: 403, other: 403, admin: 401 },
  ],
  [
    'DELETE /adoption/listings/:id',
    (w) => ['DELETE', `/adoption/listings/${w.listingId}`],
    { ...all(403), admin: 200 },
  ],
  [
    'GET /adoption/listings/:id/applications',
    (w) => ['GET', `/adoption/listings/${w.listingId}/applications`],
    { guest: 401, lister: 200, applicant: 403, other: 403, admin: 200 },
  ],
  [
    'POST /adoption/listings/:id/applications',
    (w) => ['POST', `/adoption/listings/${w.listingId}/applications`, APPLICATION],
    { guest: 401, lister: 403, applicant: 409, other: 201, admin: 401 },
  ],
  ['GET /adoption/applications/mine', () => ['GET', '/adoption/applications/mine'], signedIn(200)],
  [
    'POST /adoption/applications/:id/accept (to the lister’s listing)',
    (w) => ['POST', `/adoption/applications/${w.applicationId}/accept`],
    { guest: 401, lister: 200, applicant: 403, other: 403, admin: 401 },
  ],
];

const WITHDRAWN_CASES: RoleCase<Role, World>[] = [
  [
    'GET /adoption/listings/:id (withdrawn)',
    (w) => ['GET', `/adoption/listings/${w.listingId}`],
    { guest: 404, lister: 200, applicant: 404, other: 404, admin: 200 },
  ],
];

const t = perTestDatabase(createCommunityTestApp);
const world = perTest(async (): Promise<World> => {
  const lister = await signIn(t, 'lister@example.com');
  const applicant = await signIn(t, 'applicant@example.com');
  const other = await signIn(t, 'other@example.com');
  const admin = await signInAdmin(t);
  const listingId = await createListing(t.db, lister);
  await apply(applicant, listingId);
  const { applications } = AdoptionApplicationList.parse(
    await (await lister.send('GET', `/adoption/listings/${listingId}/applications`)).json(),
  );
  const listerPhoto = await uploadListingPhoto(t.db, lister);
  return {
    callers: { guest: guest(t), lister, applicant, other, admin },
    listingId,
    applicationId: applications[0]!.id,
    photoOf: {
      guest: listerPhoto,
      lister: listerPhoto,
      applicant: await uploadListingPhoto(t.db, applicant),
      other: await uploadListingPhoto(t.db, other),
      admin: listerPhoto,
    },
  };
});

describe('adoption authorization: every route x role', () => {
  itAnswersEachRole(ROLES, CASES, () => world);

  itAnswersEachRole(
    ROLES,
    WITHDRAWN_CASES,
    () => world,
    (w) => w.callers.lister.send('POST', `/adoption/listings/${w.listingId}/status`, { status: 'withdrawn' }),
  );
});
