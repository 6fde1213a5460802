import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, PROVIDER_ROLES, VERIFICATION_CODES, type ProviderRole } from '@petpal/contracts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { jsonRequester, type Send } from '../test-support/json-requester';
import { createAuthFacade } from './auth-facade';
import { signInTestUser, verifyTestProvider } from './auth.test-support';
import { ROLE_COLLECTIONS } from './profiles/profiles.repository';

/**
 * Issue 17: every provider-only route x every kind of caller. A cell fails when a caller that must be refused
 * gets a 2xx (or a 5xx); the verified provider of the route's role must get through the GET routes.
 */
/** Provider-only routes and the role each is for. A new route must be added here or below. */
const PROVIDER_ONLY: Record<string, ProviderRole> = {
  'DELETE /api/care/stylist-practice/breaks/:id': 'pet_stylist',
  'DELETE /api/care/stylist-practice/holidays/:id': 'pet_stylist',
  'DELETE /api/care/stylist-practice/schedules/:id': 'pet_stylist',
  'DELETE /api/shop/supplier/products/:id': 'supplier',
  'DELETE /api/vet/practice/breaks/:id': 'veterinary_doctor',
  'DELETE /api/vet/practice/holidays/:id': 'veterinary_doctor',
  'DELETE /api/vet/practice/schedules/:id': 'veterinary_doctor',
  'GET /api/care/practice/calendar': 'pet_sitter',
  'POST /api/care/practice/holidays': 'pet_sitter',
  'DELETE /api/care/practice/holidays/:id': 'pet_sitter',
  'PUT /api/care/practice/settings': 'pet_sitter',
  'GET /api/care/practice/requests': 'pet_sitter',
  'GET /api/care/practice/requests/:id/report-cards': 'pet_sitter',
  'PATCH /api/care/practice/report-cards/:id': 'pet_sitter',
  'POST /api/care/practice/requests/:id/report-cards': 'pet_sitter',
  'GET /api/care/stylist-practice': 'pet_stylist',
  'GET /api/care/stylist-practice/appointments': 'pet_stylist',
  'GET /api/care/trainer-practice': 'pet_trainer',
  'GET /api/care/trainer-practice/appointments': 'pet_trainer',
  'DELETE /api/care/trainer-practice/breaks/:id': 'pet_trainer',
  'DELETE /api/care/trainer-practice/holidays/:id': 'pet_trainer',
  'DELETE /api/care/trainer-practice/schedules/:id': 'pet_trainer',
  'POST /api/care/trainer-practice/holidays': 'pet_trainer',
  'POST /api/care/trainer-practice/schedules': 'pet_trainer',
  'POST /api/care/trainer-practice/schedules/:id/breaks': 'pet_trainer',
  'PUT /api/care/trainer-practice/schedules/:id': 'pet_trainer',
  'PUT /api/care/trainer-practice/settings': 'pet_trainer',
  'GET /api/shop/pharmacy/queue': 'pharmacist',
  'GET /api/shop/supplier/products': 'supplier',
  'GET /api/vet/practice': 'veterinary_doctor',
  'GET /api/vet/practice/appointments': 'veterinary_doctor',
  'PATCH /api/shop/supplier/products/:id': 'supplier',
  'POST /api/care/practice/requests/:id/accept': 'pet_sitter',
  'POST /api/care/practice/requests/:id/decline': 'pet_sitter',
  'POST /api/care/stylist-practice/appointments/:id/cancel': 'pet_stylist',
  'POST /api/care/stylist-practice/holidays': 'pet_stylist',
  'POST /api/care/stylist-practice/schedules': 'pet_stylist',
  'POST /api/care/stylist-practice/schedules/:id/breaks': 'pet_stylist',
  'POST /api/care/trainer-practice/appointments/:id/accept': 'pet_trainer',
  'POST /api/care/trainer-practice/appointments/:id/decline': 'pet_trainer',
  'POST /api/shop/pharmacy/orders/:id/approve': 'pharmacist',
  'POST /api/shop/pharmacy/orders/:id/ask-vet': 'pharmacist',
  'POST /api/shop/pharmacy/orders/:id/refuse': 'pharmacist',
  'POST /api/shop/supplier/products': 'supplier',
  'POST /api/shop/supplier/products/:id/activate': 'supplier',
  'POST /api/shop/supplier/products/:id/deactivate': 'supplier',
  'POST /api/vet/practice/appointments/:id/cancel': 'veterinary_doctor',
  'POST /api/vet/practice/appointments/:id/confirm': 'veterinary_doctor',
  'POST /api/vet/practice/holidays': 'veterinary_doctor',
  'POST /api/vet/practice/schedules': 'veterinary_doctor',
  'POST /api/vet/practice/schedules/:id/breaks': 'veterinary_doctor',
  'PUT /api/care/stylist-practice/schedules/:id': 'pet_stylist',
  'PUT /api/care/stylist-practice/settings': 'pet_stylist',
  'PUT /api/vet/practice/appointments/:id/notes': 'veterinary_doctor',
  'PUT /api/vet/practice/schedules/:id': 'veterinary_doctor',
  'PUT /api/vet/practice/settings': 'veterinary_doctor',
};
/**
 * Every other route (besides /api/admin/*, admins only: admin-access's own walk): public, any signed-in user,
 * or owner-side. `GET /api/shop/orders/:id/prescription/image` answers its buyer and verified pharmacists only.
 */
const NOT_PROVIDER_ONLY = new Set([
  'GET /api/auth/payment-methods/card-entry',
  'GET /api/images/:id/:width',
  'POST /api/images',
  'GET /api/dev/ledger',
  'DELETE /api/auth/payment-methods/:id',
  'DELETE /api/auth/pets/:id',
  'DELETE /api/community/adoption/listings/:id',
  'DELETE /api/community/comments/:id',
  'DELETE /api/community/groups/:id/membership',
  'DELETE /api/community/playdates/profiles/:id',
  'DELETE /api/community/posts/:id',
  'DELETE /api/community/posts/:id/like',
  'DELETE /api/community/todo/tasks/:id',
  'DELETE /api/notifications/reports/:id',
  'DELETE /api/shop/addresses/:id',
  'DELETE /api/shop/cart',
  'DELETE /api/shop/cart/items/:productId',
  'GET /api/auth/admin/session',
  'GET /api/auth/location/reverse',
  'GET /api/auth/location/tiles',
  'GET /api/auth/oidc/:provider/callback',
  'GET /api/auth/oidc/:provider/start',
  'GET /api/auth/payment-methods',
  'GET /api/auth/pets',
  'GET /api/auth/profile',
  'GET /api/auth/provider-standing',
  'GET /api/auth/session',
  'GET /api/care/emergency/cities',
  'GET /api/care/emergency/clinics',
  'GET /api/care/requests',
  'GET /api/care/requests/:id/report-cards',
  'GET /api/care/sitters',
  'GET /api/care/sitters/:id',
  'GET /api/care/sitters/:id/availability',
  'GET /api/care/status',
  'GET /api/care/stylist-appointments',
  'GET /api/care/stylists',
  'GET /api/care/stylists/:id',
  'GET /api/care/stylists/:id/availability',
  'GET /api/care/stylists/:id/slots',
  'GET /api/care/trainers',
  'GET /api/care/trainers/:id',
  'GET /api/care/trainers/:id/availability',
  'GET /api/care/trainers/:id/slots',
  'GET /api/care/training-appointments',
  'GET /api/community/admin/flags',
  'GET /api/community/adoption/applications/mine',
  'GET /api/community/adoption/listings',
  'GET /api/community/adoption/listings/:id',
  'GET /api/community/adoption/listings/:id/applications',
  'GET /api/community/adoption/listings/mine',
  'GET /api/community/feed',
  'GET /api/community/groups',
  'GET /api/community/groups/:id',
  'GET /api/community/groups/:id/posts',
  'GET /api/community/playdates/mine',
  'GET /api/community/playdates/pets/:id/photo',
  'GET /api/community/playdates/requests',
  'GET /api/community/playdates/suggestions',
  'GET /api/community/posts/:id',
  'GET /api/community/posts/:id/comments',
  'GET /api/community/status',
  'GET /api/community/todo/tasks',
  'GET /api/community/todo/tasks/:id',
  'GET /api/dev/outbox',
  'GET /api/health',
  'GET /api/insurance/enrolments',
  'GET /api/insurance/plans',
  'GET /api/insurance/status',
  'GET /api/messages/conversations',
  'GET /api/messages/conversations/:id',
  'GET /api/messages/conversations/:id/messages',
  'POST /api/messages/conversations',
  'POST /api/messages/conversations/for-booking',
  'POST /api/messages/conversations/:id/messages',
  'POST /api/messages/conversations/:id/messages/:messageId/report',
  'POST /api/messages/conversations/:id/read',
  'GET /api/notifications',
  'GET /api/notifications/alert-settings',
  'GET /api/notifications/preferences',
  'GET /api/notifications/reports',
  'GET /api/notifications/reports/:id',
  'GET /api/notifications/reports/:id/comments',
  'GET /api/notifications/reports/:id/conversations',
  'GET /api/notifications/reports/:id/flyer',
  'GET /api/notifications/reports/:id/messages',
  'GET /api/notifications/reports/:id/photo',
  'GET /api/notifications/reports/flyer.css',
  'GET /api/notifications/reports/flyer.js',
  'GET /api/notifications/status',
  'GET /api/notifications/stream',
  'GET /api/shop/autoship',
  'GET /api/shop/addresses',
  'GET /api/shop/cart',
  'GET /api/shop/cart/count',
  'GET /api/shop/checkout/summary',
  'GET /api/shop/orders',
  'GET /api/shop/orders/:id',
  'GET /api/shop/orders/:id/prescription',
  'GET /api/shop/orders/:id/prescription/image',
  'GET /api/shop/products',
  'GET /api/shop/products/:slug',
  'GET /api/shop/status',
  'GET /api/support/faq',
  'GET /api/vet/appointments',
  'GET /api/vet/status',
  'GET /api/vet/vets',
  'GET /api/vet/vets/:vetId',
  'GET /api/vet/vets/:vetId/availability',
  'GET /api/vet/vets/:vetId/reviews',
  'GET /api/vet/vets/:vetId/slots',
  'GET /api/vet/visit-notes',
  'PATCH /api/community/adoption/listings/:id',
  'PATCH /api/community/comments/:id',
  'PATCH /api/community/posts/:id',
  'PATCH /api/notifications/reports/:id',
  'PATCH /api/shop/autoship/:id',
  'POST /api/auth/admin/bootstrap',
  'POST /api/auth/admin/login',
  'POST /api/auth/admin/logout',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset/check',
  'POST /api/auth/password-reset/complete',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/payment-methods',
  'POST /api/auth/payment-methods/:id/default',
  'POST /api/auth/pets',
  'POST /api/auth/phone/send',
  'POST /api/auth/phone/verify',
  'POST /api/auth/provider-application/id-check',
  'POST /api/auth/signup',
  'POST /api/auth/verify-email',
  'POST /api/care/requests',
  'POST /api/care/requests/:id/cancel',
  'POST /api/care/requests/:id/rating',
  'POST /api/care/stylist-appointments/:id/rating',
  'POST /api/care/training-appointments/:id/rating',
  'POST /api/care/stylist-appointments',
  'POST /api/care/stylist-appointments/:id/cancel',
  'POST /api/care/training-appointments',
  'POST /api/care/training-appointments/:id/cancel',
  'POST /api/community/admin/posts/:id/review',
  'POST /api/community/adoption/applications/:id/accept',
  'POST /api/community/adoption/listings',
  'POST /api/community/adoption/listings/:id/applications',
  'POST /api/community/adoption/listings/:id/status',
  'POST /api/community/groups',
  'POST /api/community/playdates/requests',
  'POST /api/community/playdates/requests/:id/accept',
  'POST /api/community/playdates/requests/:id/cancel',
  'POST /api/community/playdates/requests/:id/decline',
  'POST /api/community/posts',
  'POST /api/community/posts/:id/comments',
  'POST /api/community/posts/:id/flag',
  'POST /api/community/todo/tasks',
  'POST /api/community/todo/tasks/:id/complete',
  'POST /api/community/todo/tasks/:id/undo',
  'POST /api/insurance/enrolments',
  'POST /api/insurance/enrolments/:id/cancel',
  'POST /api/insurance/quotes',
  'POST /api/notifications/clear',
  'POST /api/notifications/read',
  'POST /api/notifications/read-all',
  'POST /api/notifications/reports',
  'POST /api/notifications/reports/:id/comments',
  'POST /api/notifications/reports/:id/messages',
  'POST /api/notifications/reports/:id/resolve',
  'POST /api/notifications/reports/:id/seen',
  'POST /api/shop/addresses',
  'POST /api/shop/autoship',
  'POST /api/shop/autoship/:id/cancel',
  'POST /api/shop/autoship/:id/order-now',
  'POST /api/shop/autoship/:id/pause',
  'POST /api/shop/autoship/:id/resume',
  'POST /api/shop/autoship/:id/skip',
  'POST /api/shop/cart/merge',
  'POST /api/shop/checkout',
  'POST /api/shop/orders/:id/cancel',
  'POST /api/shop/orders/:id/prescription',
  'POST /api/support/contact',
  'POST /api/vet/appointments',
  'POST /api/vet/appointments/:id/cancel',
  'POST /api/vet/appointments/:id/pay',
  'POST /api/vet/appointments/:id/rating',
  'POST /api/vet/widget/tokens',
  'PUT /api/auth/profile',
  'PUT /api/auth/role',
  'PUT /api/community/groups/:id/membership',
  'PUT /api/community/playdates/profiles/:id',
  'PUT /api/community/posts/:id/like',
  'PUT /api/community/todo/tasks/:id',
  'PUT /api/notifications/alert-settings',
  'PUT /api/notifications/preferences',
  'PUT /api/shop/cart/items/:productId',
]);

type Caller = { name: string; send: Send; expect: 'allowed' | 'refused'; code?: string; status?: number };

let test: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
const callersOf = new Map<ProviderRole, Caller[]>();

/** The mounted app's routes, without middleware entries. */
const mountedRoutes = () =>
  [
    ...new Set(
      app.routes.filter((r) => !r.path.includes('*') && r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();

beforeAll(async () => {
  test = await createTestDatabase();
  ({ app } = await createTestApp(test.db));
  const auth = createAuthFacade(test.db);
  const sender = (cookie: string) => jsonRequester(app, '', cookie);
  const person = async (email: string, role: ProviderRole | 'pet_owner') => signInTestUser(test.db, email, role);

  const owner = await person('owner@example.com', 'pet_owner');
  await auth.saveRecord(
    'pet_owner',
    owner.user._id,
    { fullName: 'Olive Owner', phoneNumber: '+91 98765 43210', location: 'Pune' },
    new Date(),
  );
  const verified = new Map<ProviderRole, Send>();
  for (const role of PROVIDER_ROLES) {
    const v = await person(`verified-${role}@example.com`, role);
    await verifyTestProvider(test.db, role, v.user._id);
    verified.set(role, sender(v.cookie));
  }
  for (const role of PROVIDER_ROLES) {
    const pending = await person(`pending-${role}@example.com`, role);
    const withRecord = await person(`pending-record-${role}@example.com`, role);
    const record = await verifyTestProvider(test.db, role, withRecord.user._id);
    await test.db.collection(collectionOf(role)).updateOne({ _id: record._id }, { $unset: { verification: '' } });
    const rejected = await person(`rejected-${role}@example.com`, role);
    const rejectedRecord = await verifyTestProvider(test.db, role, rejected.user._id);
    await auth.records.setVerification(role, rejectedRecord._id, {
      status: 'rejected',
      reason: 'Licence not found.',
      decidedAt: new Date(),
      decidedBy: new ObjectId(),
    });
    const suspended = await person(`suspended-${role}@example.com`, role);
    await verifyTestProvider(test.db, role, suspended.user._id);
    await auth.users.suspend(suspended.user._id, 'Fraud.', new ObjectId(), new Date());
    const forbidden = { expect: 'refused' as const, status: 403 };
    callersOf.set(role, [
      { name: 'guest', send: jsonRequester(app, ''), expect: 'refused', status: 401 },
      { name: 'pet owner', send: sender(owner.cookie), ...forbidden },
      { name: 'pending, no record', send: sender(pending.cookie), ...forbidden, code: VERIFICATION_CODES.pending },
      {
        name: 'pending, complete record',
        send: sender(withRecord.cookie),
        ...forbidden,
        code: VERIFICATION_CODES.pending,
      },
      { name: 'rejected', send: sender(rejected.cookie), ...forbidden, code: VERIFICATION_CODES.rejected },
      // A suspension deletes the sessions: the old cookie is a guest's.
      { name: 'suspended', send: sender(suspended.cookie), expect: 'refused', status: 401 },
      { name: 'verified', send: verified.get(role)!, expect: 'allowed' },
      ...PROVIDER_ROLES.filter((other) => other !== role).map((other) => ({
        name: `verified ${other}`,
        send: verified.get(other)!,
        ...forbidden,
      })),
    ]);
  }
}, 120_000);
afterAll(() => test.close());

const collectionOf = (role: ProviderRole) => ROLE_COLLECTIONS[role];

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, () => new ObjectId().toHexString());

describe('provider-only routes', () => {
  it('knows every mounted route: provider-only (with its role), or explicitly not', () => {
    const unknown = mountedRoutes().filter(
      (key) => !(key in PROVIDER_ONLY) && !NOT_PROVIDER_ONLY.has(key) && !key.split(' ')[1]!.startsWith('/api/admin/'),
    );
    expect(unknown, 'add each new route to PROVIDER_ONLY or NOT_PROVIDER_ONLY').toEqual([]);
    const gone = [...Object.keys(PROVIDER_ONLY), ...NOT_PROVIDER_ONLY].filter((key) => !mountedRoutes().includes(key));
    expect(gone).toEqual([]);
  });

  it("refuses every caller but the verified provider of the route's role, on every provider-only route", async () => {
    let cells = 0;
    const wrong: string[] = [];
    for (const [key, role] of Object.entries(PROVIDER_ONLY)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = concrete(pattern);
      for (const caller of callersOf.get(role)!) {
        cells += 1;
        const res = await caller.send(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        const cell = `${key} as ${caller.name}: ${res.status}`;
        if (res.status >= 500) wrong.push(cell);
        if (caller.expect === 'refused') {
          if (res.status < 400) wrong.push(cell);
          // A GET has no body to validate first: the answer is exactly the refusal.
          if (method === 'GET') {
            if (res.status !== caller.status) wrong.push(`${cell} (expected ${caller.status})`);
            if (caller.code) {
              const { error } = ErrorBody.parse(await res.json());
              if (error.code !== caller.code) wrong.push(`${cell} code ${error.code} (expected ${caller.code})`);
            }
          }
        } else if (method === 'GET' && res.status !== 200 && !(pattern.includes('/:') && res.status === 404)) {
          // Past the role gate, a made-up id is not found: the gate itself answers 401 or 403, never 404.
          wrong.push(`${cell} (the verified ${role} must get through)`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Issue 17 asks for the figure: 40 routes x 12 callers at the time of writing.
    console.info(`provider authorization: ${cells} cells tried`);
    // guest, owner, two pending, rejected, suspended; the verified one and the other five kinds.
    expect(cells).toBe(Object.keys(PROVIDER_ONLY).length * (6 + PROVIDER_ROLES.length));
  }, 120_000);
});
