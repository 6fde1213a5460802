/**
 * Every PawfectMatch route x every role: a guest, the owner (whose dog sent the request), the other owner
 * (whose dog received it), a stranger (an owner with a listed dog of their own), another role (a pet sitter,
 * no pet owner profile) and a PetPal admin (admin session only). Each case runs on fresh data.
 */
import { describe } from 'vitest';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import {
  createClock,
  createCommunityTestApp,
  guest,
  signIn,
  signInAdmin,
  type Caller,
} from '../community.test-support';
import { itAnswersEachRole, type RoleCase } from '../role-matrix.test-support';
import {
  addPetWithPhoto,
  listDog,
  ownerWith,
  PLACES,
  profileBody,
  requestBody,
  sendRequest,
} from './playdates.test-support';

const ROLES = ['guest', 'owner', 'otherOwner', 'stranger', 'otherRole', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface World {
  callers: Record<Role, Caller>;
  /** The owner's dog (with a photo), the other owner's and the stranger's. */
  ownDog: string;
  otherDog: string;
  strangerDog: string;
  requestId: string;
}

const signedIn = (status: number): Record<Role, number> => ({
  guest: 401,
  owner: status,
  otherOwner: status,
  stranger: status,
  otherRole: status,
  admin: 401,
});
const ownerOnly = (owner: number, others: number): Record<Role, number> => ({
  ...signedIn(others),
  owner,
});

const CASES: RoleCase<Role, World>[] = [
  ['GET /playdates/mine', () => ['GET', '/playdates/mine'], signedIn(200)],
  [
    'PUT /playdates/profiles/:id (the owner’s dog)',
    (w) => ['PUT', `/playdates/profiles/${w.ownDog}`, profileBody()],
    ownerOnly(200, 404),
  ],
  [
    'DELETE /playdates/profiles/:id (the owner’s dog)',
    (w) => ['DELETE', `/playdates/profiles/${w.ownDog}`],
    ownerOnly(200, 404),
  ],
  [
    'GET /playdates/suggestions (for the owner’s dog)',
    (w) => ['GET', `/playdates/suggestions?petId=${w.ownDog}`],
    ownerOnly(200, 404),
  ],
  [
    'GET /playdates/pets/:id/photo (a listed dog’s)',
    (w) => ['GET', `/playdates/pets/${w.ownDog}/photo`],
    // A redirect to the image's own address (decision 083); a guest still gets 401.
    signedIn(302),
  ],
  ['GET /playdates/requests', () => ['GET', '/playdates/requests'], signedIn(200)],
  [
    'POST /playdates/requests (from the owner’s dog)',
    (w) => ['POST', '/playdates/requests', requestBody(w.ownDog, w.strangerDog)],
    ownerOnly(201, 400),
  ],
  [
    'POST /playdates/requests/:id/accept',
    (w) => ['POST', `/playdates/requests/${w.requestId}/accept`],
    { ...signedIn(404), owner: 403, otherOwner: 200 },
  ],
  [
    'POST /playdates/requests/:id/decline',
    (w) => ['POST', `/playdates/requests/${w.requestId}/decline`],
    { ...signedIn(404), owner: 403, otherOwner: 200 },
  ],
  [
    'POST /playdates/requests/:id/cancel (pending)',
    (w) => ['POST', `/playdates/requests/${w.requestId}/cancel`],
    { ...signedIn(404), owner: 200, otherOwner: 403 },
  ],
];

const t = perTestDatabase((db) => createCommunityTestApp(db, { now: createClock().now }));
const world = perTest(async (): Promise<World> => {
  const owner = await ownerWith(t, 'owner@example.com', []);
  const otherOwner = await ownerWith(t, 'other@example.com', [{ name: 'Luna' }]);
  const stranger = await ownerWith(t, 'stranger@example.com', [{ name: 'Rex' }]);
  const ownDog = await addPetWithPhoto(t.db, owner, 'Bella');
  await listDog(owner, ownDog);
  await listDog(otherOwner, otherOwner.dogs.Luna!, { point: PLACES.khar });
  await listDog(stranger, stranger.dogs.Rex!, { point: PLACES.juhu });
  const request = await sendRequest(owner, ownDog, otherOwner.dogs.Luna!);
  return {
    callers: {
      guest: guest(t),
      owner,
      otherOwner,
      stranger,
      otherRole: await signIn(t, 'sitter@example.com', 'pet_sitter'),
      admin: await signInAdmin(t),
    },
    ownDog,
    otherDog: otherOwner.dogs.Luna!,
    strangerDog: stranger.dogs.Rex!,
    requestId: request.id,
  };
});

describe('PawfectMatch authorization: every route x role', () => {
  itAnswersEachRole(ROLES, CASES, () => world);
});
