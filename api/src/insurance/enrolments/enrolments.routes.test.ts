import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnrolmentAnswer, EnrolmentList, insuranceMessages, QuoteAnswer, type InsuranceQuote } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createInsuranceTestApp,
  enrol,
  errorOf,
  newKey,
  requester,
  signInOwner,
  type InsuranceTestApp,
  type Owner,
} from '../insurance.test-support';
import type { Send } from '../../test-support/json-requester';

let test: TestDatabase;
let t: InsuranceTestApp;
let owner: Owner;
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createInsuranceTestApp(test.db);
  owner = await signInOwner(t, 'priya@example.com', {
    pets: [
      { name: 'Bruno', species: 'dog', breed: 'Labrador Retriever' },
      { name: 'Misty', species: 'cat', breed: 'Persian' },
    ],
  });
});
afterEach(async () => {
  await test.close();
});

async function quote(send: Send, body: Record<string, unknown> = { species: 'dog', breed: 'Labrador', ageYears: 4 }) {
  const res = await send('POST', '/quotes', body);
  expect(res.status).toBe(201);
  return QuoteAnswer.parse(await res.json()).quote;
}
const planOf = (q: InsuranceQuote, slug: string) => q.options.find((option) => option.plan.slug === slug)!.plan.id;
const bodyFor = (q: InsuranceQuote, petId: string, slug = 'accident-and-illness') => ({
  quoteId: q.id,
  planId: planOf(q, slug),
  petId,
});

describe('POST /enrolments', () => {
  it('enrols the owner’s pet on a plan of an unexpired quote, at the quoted premium; listed under mine', async () => {
    const q = await quote(owner.send);
    const res = await enrol(owner.send, bodyFor(q, owner.pets.Bruno!));
    expect(res.status).toBe(201);
    const { enrolment } = EnrolmentAnswer.parse(await res.json());
    const quoted = q.options.find((option) => option.plan.slug === 'accident-and-illness')!.monthlyPremium;
    expect(enrolment).toMatchObject({
      status: 'active',
      pet: { id: owner.pets.Bruno, name: 'Bruno', species: 'dog' },
      plan: { name: 'Accident & Illness', reimbursementPercent: 80 },
      monthlyPremium: quoted,
      cancelledAt: null,
    });
    expect(enrolment.reference).toMatch(/^PP-INS-[0-9A-F]{8}$/);
    const list = EnrolmentList.parse(await (await owner.send('GET', '/enrolments')).json());
    expect(list.enrolments.map((e) => e.id)).toEqual([enrolment.id]);
  });

  it('lets an owner enrol with the quote they got as a guest', async () => {
    const q = await quote(requester(t));
    expect((await enrol(owner.send, bodyFor(q, owner.pets.Bruno!))).status).toBe(201);
  });

  it('requires a signed-in pet owner, their own pet and their own (or a guest’s) quote', async () => {
    const q = await quote(owner.send);
    const guest = await enrol(requester(t), bodyFor(q, owner.pets.Bruno!));
    expect(guest.status).toBe(401);

    const other = await signInOwner(t, 'sam@example.com', { pets: [{ name: 'Rex', species: 'dog', breed: 'Beagle' }] });
    const notTheirPet = await enrol(other.send, bodyFor(q, owner.pets.Bruno!));
    expect(notTheirPet.status).toBe(404);
    expect((await errorOf(notTheirPet)).message).toBe(insuranceMessages.petNotFound);
    const notTheirQuote = await enrol(other.send, bodyFor(q, other.pets.Rex!));
    expect(notTheirQuote.status).toBe(404);
    expect((await errorOf(notTheirQuote)).message).toBe(insuranceMessages.quoteNotFound);

    const { signInTestUser } = await import('../../auth');
    const vet = await signInTestUser(t.db, 'vet@example.com', 'veterinary_doctor');
    const res = await enrol(requester(t, vet.cookie), bodyFor(q, owner.pets.Bruno!));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(insuranceMessages.ownersOnly);
  });

  it('refuses an expired quote, another species and a plan the pet is too old for', async () => {
    const q = await quote(owner.send);
    t.clock.now = new Date(t.clock.now.getTime() + 30 * 86_400_000);
    const expired = await enrol(owner.send, bodyFor(q, owner.pets.Bruno!));
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatchObject({ code: 'quote_expired', message: insuranceMessages.quoteExpired });

    const fresh = await quote(owner.send);
    const wrongSpecies = await enrol(owner.send, bodyFor(fresh, owner.pets.Misty!));
    expect(wrongSpecies.status).toBe(400);
    expect(await errorOf(wrongSpecies)).toMatchObject({
      code: 'species_mismatch',
      message: insuranceMessages.speciesMismatch('Misty', 'dog'),
    });

    const old = await quote(owner.send, { species: 'dog', breed: 'Labrador', ageYears: 11 });
    const tooOld = await enrol(owner.send, bodyFor(old, owner.pets.Bruno!, 'comprehensive'));
    expect(tooOld.status).toBe(400);
    expect(await errorOf(tooOld)).toMatchObject({ code: 'plan_ineligible', message: insuranceMessages.tooOld(10) });
  });

  it('allows one active enrolment per pet (409 with the pet named), again after cancelling', async () => {
    const q = await quote(owner.send);
    const first = EnrolmentAnswer.parse(await (await enrol(owner.send, bodyFor(q, owner.pets.Bruno!))).json());
    const second = await enrol(owner.send, bodyFor(q, owner.pets.Bruno!, 'comprehensive'));
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toMatchObject({
      code: 'already_enrolled',
      message: insuranceMessages.alreadyEnrolled('Bruno'),
    });
    const cancelled = await owner.send('POST', `/enrolments/${first.enrolment.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(EnrolmentAnswer.parse(await cancelled.json()).enrolment).toMatchObject({ status: 'cancelled' });
    expect((await enrol(owner.send, bodyFor(q, owner.pets.Bruno!, 'comprehensive'))).status).toBe(201);
  });

  it('requires an Idempotency-Key and replays the first answer to a retry', async () => {
    const q = await quote(owner.send);
    const missing = await owner.send('POST', '/enrolments', bodyFor(q, owner.pets.Bruno!));
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe('idempotency_key_required');

    const key = newKey();
    const first = await enrol(owner.send, bodyFor(q, owner.pets.Bruno!), key);
    const retry = await enrol(owner.send, bodyFor(q, owner.pets.Bruno!), key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    const list = EnrolmentList.parse(await (await owner.send('GET', '/enrolments')).json());
    expect(list.enrolments).toHaveLength(1);
    const reused = await enrol(owner.send, bodyFor(q, owner.pets.Misty!), key);
    expect(reused.status).toBe(422);
  });

  it('validates ids before they reach a filter', async () => {
    const res = await enrol(owner.send, { quoteId: { $gt: '' }, planId: 'nope', petId: '' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      quoteId: insuranceMessages.quoteId,
      planId: insuranceMessages.planId,
      petId: insuranceMessages.petId,
    });
  });
});

describe('GET /enrolments and POST /enrolments/:id/cancel', () => {
  it('lists only one’s own policies, and lets only their owner cancel one, once', async () => {
    const q = await quote(owner.send);
    const { enrolment } = EnrolmentAnswer.parse(await (await enrol(owner.send, bodyFor(q, owner.pets.Bruno!))).json());
    const other = await signInOwner(t, 'sam@example.com');
    expect(EnrolmentList.parse(await (await other.send('GET', '/enrolments')).json()).enrolments).toEqual([]);
    expect((await requester(t)('GET', '/enrolments')).status).toBe(401);

    const notTheirs = await other.send('POST', `/enrolments/${enrolment.id}/cancel`);
    expect(notTheirs.status).toBe(404);
    expect((await requester(t)('POST', `/enrolments/${enrolment.id}/cancel`)).status).toBe(401);
    expect((await owner.send('POST', '/enrolments/not-an-id/cancel')).status).toBe(400);

    const cancelled = await owner.send('POST', `/enrolments/${enrolment.id}/cancel`);
    expect(EnrolmentAnswer.parse(await cancelled.json()).enrolment.cancelledAt).toBe(t.clock.now.toISOString());
    const again = await owner.send('POST', `/enrolments/${enrolment.id}/cancel`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(insuranceMessages.alreadyCancelled);
  });
});
