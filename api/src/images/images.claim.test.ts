import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { perTestDatabase } from '../test-support/per-test';
import { createTestApp } from '../test-support/test-app';
import { createImagesService, IMAGE_NOT_YOURS } from './images.service';
import { testPhoto } from './images.test-support';

const t = perTestDatabase(createTestApp);

async function refusal(promise: Promise<unknown>): Promise<{ status: number; fields: unknown }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, fields: (error as AppError).fields };
}

describe('images.claim', () => {
  it('is exclusive: an upload kept by one record is refused to another (400), kept again by the same one', async () => {
    const images = createImagesService(t.db);
    const userId = new ObjectId().toHexString();
    const image = await images.upload(userId, 'image/jpeg', await testPhoto(), 15 * 1024 * 1024);

    expect(await images.claim(userId, image.id, 'post:a')).toEqual(image);
    // The same record again (an edit keeping its photo) keeps it.
    expect(await images.claim(userId, image.id, 'post:a')).toEqual(image);
    // Another record of the same user, of any kind, is refused: deleting either would take it from both.
    for (const holder of ['post:b', 'pet:a', 'report-card:a']) {
      expect(await refusal(images.claim(userId, image.id, holder, 'photoIds'))).toEqual({
        status: 400,
        fields: { photoIds: IMAGE_NOT_YOURS },
      });
    }
  });

  it('gives one upload to exactly one of several records claiming it at once, public or private', async () => {
    const images = createImagesService(t.db);
    const userId = new ObjectId().toHexString();
    const image = await images.upload(userId, 'image/jpeg', await testPhoto(), 15 * 1024 * 1024);
    const results = await Promise.allSettled([
      images.claim(userId, image.id, 'post:a'),
      images.claim(userId, image.id, 'pet:b'),
      images.claimPrivate(userId, [image.id], { kind: 'message', ref: 'm1' }),
      images.claimPrivate(userId, [image.id], { kind: 'message', ref: 'm2' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as AppError).status).toBe(400);
    }
  });

  it("refuses someone else's upload and an unknown id, and marks neither", async () => {
    const images = createImagesService(t.db);
    const uploader = new ObjectId().toHexString();
    const other = new ObjectId().toHexString();
    const image = await images.upload(uploader, 'image/jpeg', await testPhoto(), 15 * 1024 * 1024);
    expect((await refusal(images.claim(other, image.id, 'post:a'))).status).toBe(400);
    expect((await refusal(images.claim(other, 'A'.repeat(22), 'post:a'))).status).toBe(400);
    // The uploader can still keep it: the refused claim changed nothing.
    expect(await images.claim(uploader, image.id, 'post:b')).toEqual(image);
  });

  it('claims several for one record all or none: a refused one frees the others this call claimed', async () => {
    const images = createImagesService(t.db);
    const userId = new ObjectId().toHexString();
    const upload = async () => images.upload(userId, 'image/jpeg', await testPhoto({ width: 400 }), 15 * 1024 * 1024);
    const [kept, added, taken] = [await upload(), await upload(), await upload()];
    await images.claim(userId, kept.id, 'listing:a');
    await images.claim(userId, taken.id, 'listing:b');

    const error = await refusal(images.claimAll(userId, [kept.id, added.id, taken.id], 'listing:a', 'photoIds'));
    expect(error).toEqual({ status: 400, fields: { photoIds: IMAGE_NOT_YOURS } });
    // `added` is free again for another record; `kept` still belongs to listing a.
    expect(await images.claim(userId, added.id, 'post:c')).toEqual(added);
    expect((await refusal(images.claim(userId, kept.id, 'post:c'))).status).toBe(400);
    // Each once, in the order sent.
    expect(await images.claimAll(userId, [kept.id, kept.id], 'listing:a', 'photoIds')).toEqual([kept]);
  });
});
