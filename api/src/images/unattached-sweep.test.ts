import { ObjectId } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../lib/logger';
import { perTestDatabase } from '../test-support/per-test';
import { createTestApp } from '../test-support/test-app';
import { IMAGES_BUCKET, IMAGES_COLLECTION } from './images.repository';
import { createImagesService, UNATTACHED_UPLOAD_TTL_MS } from './images.service';
import { testPhoto } from './images.test-support';
import { startUnattachedSweep } from './unattached-sweep';

const t = perTestDatabase(createTestApp);
const MB15 = 15 * 1024 * 1024;
const MINUTE = 60_000;

/** The images service on a clock the test moves. */
function onClock() {
  let at = new Date('2026-11-28T10:00:00Z').getTime();
  const images = createImagesService(t.db, () => new Date(at));
  return { images, advance: (ms: number) => void (at += ms) };
}

const upload = async (images: ReturnType<typeof createImagesService>, userId: string) =>
  images.upload(userId, 'image/jpeg', await testPhoto({ width: 400 }), MB15);

describe('the sweep of uploads no record kept (decision 116)', () => {
  it('deletes an upload nobody kept after 24 hours, with its files; kept, private and seed images stay', async () => {
    const { images, advance } = onClock();
    const userId = new ObjectId().toHexString();
    const orphan = await upload(images, userId);
    const kept = await upload(images, userId);
    await images.claim(userId, kept.id, 'pet:a');
    const secret = await upload(images, userId);
    await images.claimPrivate(userId, [secret.id], { kind: 'message', ref: 'm1' });
    const drawn = await images.storeMade(await testPhoto({ width: 400 }));

    advance(UNATTACHED_UPLOAD_TTL_MS - MINUTE);
    expect(await images.sweepUnattached()).toBe(0);
    expect((await images.read(orphan.id, 320)).bytes.length).toBeGreaterThan(0);

    advance(2 * MINUTE);
    expect(await images.sweepUnattached()).toBe(1);
    await expect(images.read(orphan.id, 320)).rejects.toThrow();
    expect(await t.db.collection(IMAGES_COLLECTION).findOne({ _id: orphan.id } as never)).toBeNull();
    for (const width of orphan.widths) {
      expect(await t.db.files(IMAGES_BUCKET).get(`${orphan.id}-${width}.webp`)).toBeNull();
      expect(await t.db.files(IMAGES_BUCKET).get(`${orphan.id}-${width}.avif`)).toBeNull();
    }
    expect((await images.read(kept.id, 320)).bytes.length).toBeGreaterThan(0);
    expect((await images.read(drawn.id, 320)).bytes.length).toBeGreaterThan(0);
    expect(await t.db.collection(IMAGES_COLLECTION).countDocuments({ _id: secret.id } as never)).toBe(1);
    expect(await images.sweepUnattached()).toBe(0);
  });

  it('takes a bounded batch per pass, oldest first; an upload released by a record that was not written goes too', async () => {
    const { images, advance } = onClock();
    const userId = new ObjectId().toHexString();
    const first = await upload(images, userId);
    advance(MINUTE);
    const second = await upload(images, userId);
    advance(MINUTE);
    const third = await upload(images, userId);
    await images.claim(userId, third.id, 'post:x');
    await images.release([third.id], 'post:x');

    advance(UNATTACHED_UPLOAD_TTL_MS + MINUTE);
    // All three are a day old: a pass takes two, the oldest.
    expect(await images.sweepUnattached(2)).toBe(2);
    await expect(images.read(first.id, 320)).rejects.toThrow();
    await expect(images.read(second.id, 320)).rejects.toThrow();
    expect((await images.read(third.id, 320)).width).toBe(320);
    expect(await images.sweepUnattached(2)).toBe(1);
    await expect(images.read(third.id, 320)).rejects.toThrow();
  });

  it('runs at start and then every interval', async () => {
    vi.useFakeTimers();
    const sweepUnattached = vi.fn(async () => 0);
    const job = startUnattachedSweep({ sweepUnattached }, createMemoryLogger(), 3_600_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(sweepUnattached).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sweepUnattached).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});

afterEach(() => vi.useRealTimers());
