import { tmpdir } from 'node:os';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createAreas } from '../../areas';
import { loadEnv } from '../../env';
import { createMemoryLogger } from '../../lib/logger';
import { perTestDatabase } from '../../test-support/per-test';

// The inbox's real acceptance check (areas.ts over the care and vet facades), against stored bookings.
const t = perTestDatabase(async (db) => {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  return { db, areas: createAreas({ db, env, log: createMemoryLogger() }) };
});

const owner = new ObjectId();
const provider = new ObjectId();

describe('contact details follow the pair’s accepted booking', () => {
  it('counts an accepted sitter request, confirmed training, styling and vet appointments, and nothing else', async () => {
    const { db, areas } = t;
    const care = areas.care;
    const vetRecord = new ObjectId();
    expect(await care.bookingAccepted('sitter', owner, provider)).toBe(false);
    await db
      .collection('booking_requests')
      .insertOne({ ownerUserId: owner, sitterUserId: provider, status: 'pending' });
    await db
      .collection('training_appointments')
      .insertOne({ ownerUserId: owner, trainerUserId: provider, status: 'pending' });
    await db
      .collection('veterinary_appointments')
      .insertOne({ ownerUserId: owner, vetId: vetRecord, status: 'cancelled' });
    expect(await care.bookingAccepted('sitter', owner, provider)).toBe(false);
    expect(await care.bookingAccepted('trainer', owner, provider)).toBe(false);
    expect(await areas.vet.appointmentConfirmed(owner, vetRecord)).toBe(false);

    await db
      .collection('booking_requests')
      .insertOne({ ownerUserId: owner, sitterUserId: provider, status: 'accepted' });
    await db
      .collection('training_appointments')
      .insertOne({ ownerUserId: owner, trainerUserId: provider, status: 'confirmed' });
    await db
      .collection('styling_appointments')
      .insertOne({ ownerUserId: owner, stylistUserId: provider, status: 'confirmed' });
    await db
      .collection('veterinary_appointments')
      .insertOne({ ownerUserId: owner, vetId: vetRecord, status: 'confirmed' });
    expect(await care.bookingAccepted('sitter', owner, provider)).toBe(true);
    expect(await care.bookingAccepted('trainer', owner, provider)).toBe(true);
    expect(await care.bookingAccepted('stylist', owner, provider)).toBe(true);
    expect(await areas.vet.appointmentConfirmed(owner, vetRecord)).toBe(true);
    // Another owner's bookings share nothing.
    expect(await care.bookingAccepted('sitter', new ObjectId(), provider)).toBe(false);
  });
});

describe('a booking’s parties (its Message button, docs/decisions/095)', () => {
  it('answers the owner and the provider record of each kind of booking, and null for none', async () => {
    const { db, areas } = t;
    const record = new ObjectId();
    const ids = {
      sitter: (await db.collection('booking_requests').insertOne({ ownerUserId: owner, petSitterId: record }))
        .insertedId,
      trainer: (await db.collection('training_appointments').insertOne({ ownerUserId: owner, petTrainerId: record }))
        .insertedId,
      stylist: (await db.collection('styling_appointments').insertOne({ ownerUserId: owner, stylistId: record }))
        .insertedId,
    };
    const vetId = (await db.collection('veterinary_appointments').insertOne({ ownerUserId: owner, vetId: record }))
      .insertedId;
    for (const kind of ['sitter', 'trainer', 'stylist'] as const) {
      expect(await areas.care.bookingParties(kind, ids[kind])).toEqual({
        ownerUserId: owner,
        providerRecordId: record,
      });
    }
    expect(await areas.vet.appointmentParties(vetId)).toEqual({ ownerUserId: owner, providerRecordId: record });
    // Another kind's id, or an unknown one, is no booking.
    expect(await areas.care.bookingParties('trainer', ids.sitter)).toBeNull();
    expect(await areas.vet.appointmentParties(new ObjectId())).toBeNull();
  });
});
