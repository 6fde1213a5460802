import { ObjectId } from 'mongodb';
import { createAuthFacade, signInTestAdmin, signInTestUser, verifyTestProvider } from '../auth';
import {
  ChatMessage,
  ConversationSummary,
  GroupAnswer,
  OrderAnswer,
  ProductList,
  PetReport,
  PetSitterProfileInput,
  PostAnswer,
  VeterinaryDoctorProfileInput,
  type StoredRole,
} from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { TEST_PAYMENT_METHODS } from '../payments';
import { createTestApp } from '../test-support/test-app';
import { ADMIN_AUDIT_COLLECTION, type AuditDoc } from './audit/audit.repository';
import { quotedTotal } from '../test-support/checkout-quote';
import { jsonRequester, type Send } from '../test-support/json-requester';
import { shopSeeder } from '../shop';

/** The whole app over `db` (every area mounted) and auth's facade for fixtures. */
export async function createAdminTestApp(db: DataPort) {
  const { app } = await createTestApp(db);
  return { app, db, auth: createAuthFacade(db) };
}
export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

export interface Caller {
  cookie: string;
  userId: ObjectId | null;
  send: Send;
}

function sender(t: AdminTestApp, cookie: string): Caller['send'] {
  return jsonRequester(t.app, '', cookie);
}

export const asGuest = (t: AdminTestApp): Caller => ({ cookie: '', userId: null, send: sender(t, '') });

export async function asAdmin(t: AdminTestApp, email = 'root@petpal.example'): Promise<Caller> {
  const cookie = await signInTestAdmin(t.db, email);
  return { cookie, userId: null, send: sender(t, cookie) };
}

/** A signed-in user; a pet owner gets a profile named `<local part> Tester`. */
export async function asUser(t: AdminTestApp, email: string, role: StoredRole = 'pet_owner'): Promise<Caller> {
  const { user, cookie } = await signInTestUser(t.db, email, role);
  if (role === 'pet_owner') {
    const fullName = `${email.split('@')[0]} Tester`;
    await t.auth.saveRecord(
      'pet_owner',
      user._id,
      { fullName, phoneNumber: '+91 98765 43210', location: 'Pune' },
      new Date(),
    );
  }
  return { cookie, userId: user._id, send: sender(t, cookie) };
}

/** A vet's record (with `licenseId`, blank meaning none) for a new user; answers the record's id. */
export async function insertVet(t: AdminTestApp, email: string, fullName: string, licenseId = 'MH-VET-1042') {
  const { user } = await signInTestUser(t.db, email, 'veterinary_doctor');
  const fields = VeterinaryDoctorProfileInput.parse({
    fullName,
    specialization: 'Surgery',
    location: 'Pune',
    availability: 'Weekdays',
    phoneNumber: '+91 98765 43210',
    licenseId: 'placeholder',
    consultationFee: 500,
    bio: 'Small animals.',
  });
  const record = await t.auth.saveRecord('veterinary_doctor', user._id, { ...fields, licenseId }, new Date());
  return record._id.toHexString();
}

/** A sitter's record for a new user, with the sandbox ID check done (a complete application) unless told not to. */
export async function insertSitter(t: AdminTestApp, email: string, fullName: string, options = { idCheck: true }) {
  const { user, cookie } = await signInTestUser(t.db, email, 'pet_sitter');
  const fields = PetSitterProfileInput.parse({
    fullName,
    location: 'Pune',
    yearsExperience: 3,
    services: ['Dog Walking'],
    hourlyRate: 300,
    bio: 'Dogs and cats.',
    photos: [],
  });
  const record = await t.auth.saveRecord('pet_sitter', user._id, fields, new Date());
  if (options.idCheck) {
    const res = await sender(t, cookie)('POST', '/api/auth/provider-application/id-check', {
      documentType: 'passport',
      documentNumber: 'P1234567',
    });
    if (res.status !== 200) throw new Error(`id check: ${res.status} ${await res.text()}`);
  }
  return record._id.toHexString();
}

/** A post flagged by three people (hidden, in the review queue), through community's own API. */
export async function flaggedPost(t: AdminTestApp, tag: string): Promise<string> {
  const author = await asUser(t, `author-${tag}@example.com`);
  const group = await author.send('POST', '/api/community/groups', {
    name: `Walkers ${tag}`,
    topic: 'dogs',
    city: 'Pune',
  });
  if (group.status !== 201) throw new Error(`group: ${group.status} ${await group.text()}`);
  const groupId = GroupAnswer.parse(await group.json()).group.id;
  const post = await author.send('POST', '/api/community/posts', { groupId, title: 'Buy my stuff', body: 'Cheap!' });
  if (post.status !== 201) throw new Error(`post: ${post.status} ${await post.text()}`);
  const postId = PostAnswer.parse(await post.json()).post.id;
  for (const n of [1, 2, 3]) {
    const flagger = await asUser(t, `flagger${n}-${tag}@example.com`);
    const flag = await flagger.send('POST', `/api/community/posts/${postId}/flag`, { reason: 'spam' });
    if (flag.status !== 201) throw new Error(`flag: ${flag.status} ${await flag.text()}`);
  }
  return postId;
}

/** The conversation `owner` opens with `sitter` (a pet_sitter user, verified here), through the inbox's API. */
export async function sitterConversation(t: AdminTestApp, owner: Caller, sitter: Caller): Promise<string> {
  const record = await verifyTestProvider(t.db, 'pet_sitter', sitter.userId!);
  const opened = await owner.send('POST', '/api/messages/conversations', {
    providerKind: 'sitter',
    providerId: record._id.toHexString(),
  });
  if (opened.status !== 201) throw new Error(`open: ${opened.status} ${await opened.text()}`);
  return ConversationSummary.parse(await opened.json()).id;
}

/** A message of `sitter` that `owner` reported, in their conversation: its id and the message. */
export async function reportedChatMessage(
  t: AdminTestApp,
  owner: Caller,
  sitter: Caller,
  text = 'Pay me in cash, it is cheaper',
) {
  const conversationId = await sitterConversation(t, owner, sitter);
  const sent = await sitter.send('POST', `/api/messages/conversations/${conversationId}/messages`, { text });
  if (sent.status !== 201) throw new Error(`send: ${sent.status} ${await sent.text()}`);
  const message = ChatMessage.parse(await sent.json());
  const path = `/api/messages/conversations/${conversationId}/messages/${message.id}/report`;
  const reported = await owner.send('POST', path, { reason: 'spam', note: 'asks for cash' });
  if (reported.status !== 201) throw new Error(`report: ${reported.status} ${await reported.text()}`);
  return { conversationId, message };
}

/** An active lost-pet report, through the notifications area's own API; answers its id. */
export async function lostPetReport(by: Caller, petName = 'Bruno'): Promise<string> {
  const res = await by.send('POST', '/api/notifications/reports', {
    status: 'lost',
    petName,
    description: 'Brown labrador, red collar.',
    locationAddress: 'Koregaon Park, Pune',
  });
  if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`);
  return PetReport.parse(((await res.json()) as { report: unknown }).report).id;
}

/** The audit log as stored, oldest first. */
export const auditEntries = (db: DataPort) =>
  db
    .collection<AuditDoc>(ADMIN_AUDIT_COLLECTION)
    .find({}, { sort: { at: 1, _id: 1 } })
    .toArray();

export const someId = () => new ObjectId().toHexString();

/**
 * An order `buyer` placed through the shop's own API (the demo catalogue seeded, a sandbox card saved), of
 * `quantity` units of an in-stock product that needs no prescription; answers the order and the product.
 */
export async function placedOrder(t: AdminTestApp, buyer: Caller, quantity = 1) {
  await shopSeeder.run(t.db);
  const list = ProductList.parse(await (await buyer.send('GET', '/api/shop/products?inStock=true')).json());
  const product = list.products.find((item) => !item.prescriptionRequired && item.stock >= quantity + 1);
  if (!product) throw new Error('no product to order');
  const cart = await buyer.send('PUT', `/api/shop/cart/items/${product.id}`, { quantity });
  if (cart.status !== 200) throw new Error(`cart: ${cart.status} ${await cart.text()}`);
  const card = await buyer.send('POST', '/api/auth/payment-methods', {
    methodType: 'card',
    paymentMethodId: TEST_PAYMENT_METHODS.visa,
  });
  if (card.status !== 201) throw new Error(`card: ${card.status} ${await card.text()}`);
  const paymentMethodId = ((await card.json()) as { id: string }).id;
  const shippingAddress = {
    name: 'Priya Sharma',
    line1: '12 Carter Road',
    city: 'Mumbai',
    postcode: '400050',
    country: 'India',
    phone: '+91 98765 43210',
  };
  const res = await buyer.send(
    'POST',
    '/api/shop/checkout',
    { shippingAddress, paymentMethodId, quotedTotalMinor: await quotedTotal(buyer.send, 'India') },
    { 'Idempotency-Key': `order-${new ObjectId().toHexString()}` },
  );
  if (res.status !== 201 && res.status !== 200) throw new Error(`checkout: ${res.status} ${await res.text()}`);
  return { order: OrderAnswer.parse(await res.json()).order, product };
}
