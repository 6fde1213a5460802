import sharp from 'sharp';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ErrorBody, IMAGE_MAX_BYTES, ImageUploaded, imageMessages, imageUrl } from '@petpal/contracts';
import { signInTestUser } from '../auth';
import { perTestDatabase } from '../test-support/per-test';
import { createTestApp } from '../test-support/test-app';
import type { AppEnv } from '../app-env';
import type { DataPort } from '../data/port';
import { createImagesRoutes, IMAGE_UPLOADS_PER_HOUR } from './images.routes';
import { IMAGES_COLLECTION } from './images.repository';
import { containsText, TEST_GPS_TEXT, testPhoto } from './images.test-support';

const t = perTestDatabase(createTestApp);
const ORIGIN = 'http://localhost';

async function upload(cookie: string | null, bytes: Uint8Array, type = 'image/jpeg') {
  return t.app.request('/api/images', {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': type, ...(cookie ? { Cookie: cookie } : {}) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

const owner = async () => (await signInTestUser(t.db, 'owner@example.com', 'pet_owner')).cookie;

describe('POST /api/images', () => {
  it('takes a 3 MB phone photo and serves each stored width as WebP, cached for a year, without its GPS', async () => {
    const photo = await testPhoto({ width: 2400, height: 1600, noise: true, gps: true });
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(await owner(), photo);
    expect(res.status).toBe(201);
    const { image } = ImageUploaded.parse(await res.json());
    expect(image).toMatchObject({ widths: [320, 640, 1280], width: 1280, height: 853 });

    const served = await t.app.request(imageUrl(image.id, 640));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Public: a partner's page may show it (the vet widget); the API's other answers stay same-origin.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const missing = await t.app.request(imageUrl('AAAAAAAAAAAAAAAAAAAAAA', 640));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const etag = served.headers.get('etag');
    expect(etag).toBe(`"${image.id}-640"`);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(containsText(bytes, TEST_GPS_TEXT)).toBe(false);

    const again = await t.app.request(imageUrl(image.id, 640), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('serves AVIF to a browser that accepts it, WebP to one that does not, and says so with Vary: Accept', async () => {
    const { image } = ImageUploaded.parse(await (await upload(await owner(), await testPhoto({ width: 1000 }))).json());
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const cases: Array<[string | undefined, string]> = [
      [chrome, 'avif'],
      ['image/webp,*/*', 'webp'],
      ['image/avif;q=0, image/webp', 'webp'],
      [undefined, 'webp'],
    ];
    for (const [accept, format] of cases) {
      const res = await t.app.request(imageUrl(image.id, 640), { headers: accept ? { Accept: accept } : {} });
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Accept');
      expect(res.headers.get('etag')).toBe(`"${image.id}-640${format === 'avif' ? '-avif' : ''}"`);
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width: 640 });
    }
    // A cached WebP's tag does not answer 304 to a browser now asking for AVIF.
    const again = await t.app.request(imageUrl(image.id, 640), {
      headers: { Accept: chrome, 'If-None-Match': `"${image.id}-640"` },
    });
    expect(again.status).toBe(200);
  });

  it('keeps serving WebP for an image stored before AVIF (no AVIF files), whatever the browser accepts', async () => {
    const { image } = ImageUploaded.parse(await (await upload(await owner(), await testPhoto({ width: 700 }))).json());
    // As stored before decision 100: the record without `avif`, the bucket without AVIF files.
    await t.db.collection<{ _id: string }>(IMAGES_COLLECTION).updateOne({ _id: image.id }, { $unset: { avif: '' } });
    for (const width of image.widths) await t.db.files('images').delete(`${image.id}-${width}.avif`);
    const res = await t.app.request(imageUrl(image.id, 700), { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('serves the nearest stored width for another width, and 404 for an unknown image', async () => {
    const { image } = ImageUploaded.parse(await (await upload(await owner(), await testPhoto({ width: 1000 }))).json());
    expect(image.widths).toEqual([320, 640, 1000]);
    const nearest = await t.app.request(imageUrl(image.id, 1280));
    expect(nearest.headers.get('etag')).toBe(`"${image.id}-1000"`);
    expect((await sharp(new Uint8Array(await nearest.arrayBuffer())).metadata()).width).toBe(1000);
    expect((await t.app.request(imageUrl('A'.repeat(22), 320))).status).toBe(404);
    expect((await t.app.request(imageUrl('../../etc', 320))).status).toBe(404);
    expect((await t.app.request(`/api/images/${image.id}/wide`)).status).toBe(404);
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const res = await upload(null, await testPhoto());
    expect(res.status).toBe(401);
    expect(await t.db.collection(IMAGES_COLLECTION).countDocuments()).toBe(0);
  });

  it('refuses bytes whose signature is not the declared type, or not an image, with the photo messages', async () => {
    const cookie = await owner();
    const png = await testPhoto({ format: 'png' });
    const cases: Array<[Uint8Array, string, string]> = [
      [png, 'image/jpeg', imageMessages.type],
      [new TextEncoder().encode('GIF89a not really'), 'image/gif', imageMessages.type],
      [Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]), 'image/jpeg', imageMessages.unreadable],
    ];
    for (const [bytes, type, message] of cases) {
      const res = await upload(cookie, bytes, type);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ photo: message });
    }
    // A JSON body (which the API's JSON check reads first) is refused the same way, never a 500.
    const json = await upload(cookie, new TextEncoder().encode('{"text":"x"}'), 'application/json');
    expect(json.status).toBe(400);
    expect(ErrorBody.parse(await json.json()).error.fields).toEqual({ photo: imageMessages.type });
    expect(await t.db.collection(IMAGES_COLLECTION).countDocuments()).toBe(0);
  });

  it('refuses a body over 15 MB with 413 and the size message', async () => {
    const res = await upload(await owner(), new Uint8Array(IMAGE_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(ErrorBody.parse(await res.json()).error.message).toBe(imageMessages.size);
  });

  it(`limits each user to ${IMAGE_UPLOADS_PER_HOUR} uploads an hour`, async () => {
    const cookie = await owner();
    const garbage = Uint8Array.from([1, 2, 3]);
    for (let i = 0; i < IMAGE_UPLOADS_PER_HOUR; i++) expect((await upload(cookie, garbage)).status).toBe(400);
    const limited = await upload(cookie, garbage);
    expect(limited.status).toBe(429);
    expect(ErrorBody.parse(await limited.json()).error.message).toBe(imageMessages.rateLimited);
    const other = await signInTestUser(t.db, 'other@example.com', 'pet_owner');
    expect((await upload(other.cookie, garbage)).status).toBe(400);
  });
});

/** The test database with every file read of the images bucket counted (the storage interface, decision 116). */
function countingReads(db: DataPort) {
  const reads: string[] = [];
  const port: DataPort = {
    mode: db.mode,
    collection: (name) => db.collection(name),
    files: (bucket) => {
      const files = db.files(bucket);
      return {
        put: (key, bytes) => files.put(key, bytes),
        get: (key) => {
          reads.push(key);
          return files.get(key);
        },
        delete: (key) => files.delete(key),
      };
    },
    watch: (collection, listener) => db.watch(collection, listener),
    close: () => db.close(),
    dropDatabase: () => db.dropDatabase(),
  };
  return { port, reads };
}

describe('GET /api/images/:id/:width revalidation', () => {
  it('answers 304 from the image record, reading no file; a 200 reads one', async () => {
    const { image } = ImageUploaded.parse(await (await upload(await owner(), await testPhoto({ width: 1000 }))).json());
    const { port, reads } = countingReads(t.db);
    const app = new Hono<AppEnv>().route('/api/images', createImagesRoutes(port));

    const first = await app.request(imageUrl(image.id, 640));
    expect(first.status).toBe(200);
    expect(reads).toEqual([`${image.id}-640.webp`]);
    const etag = first.headers.get('etag')!;

    reads.length = 0;
    const again = await app.request(imageUrl(image.id, 640), { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(reads).toEqual([]);

    // Another format's tag is not this one: the AVIF variant is read and sent.
    const avif = await app.request(imageUrl(image.id, 640), {
      headers: { 'If-None-Match': etag, Accept: 'image/avif' },
    });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(reads).toEqual([`${image.id}-640.avif`]);
  });
});
