import { describe, expect, it } from 'vitest';
import { OrderAnswer, OrderPrescriptionAnswer, PharmacyQueue, PharmacyQueueItemAnswer } from '@petpal/contracts';
import { Binary, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { imageUrl } from '@petpal/contracts';
import { containsText, createImagesService, PRIVATE_CACHE_CONTROL, TEST_GPS_TEXT, testPhoto } from '../../images';
import { migrateLegacyPrescriptionImages } from './prescription-photos';
import { createPrescriptionsRepository, SHOP_PRESCRIPTIONS } from './prescriptions.repository';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { signInTestUser } from '../../auth';
import {
  addProduct,
  checkout,
  createShopTestApp,
  errorOf,
  guest,
  requester,
  signInBuyer,
  stockOf,
} from '../shop.test-support';
import { petpalVetInput, prescriptionWorld, uploadInput, uploadPrescription } from './pharmacy.test-support';

const t = perTestDatabase(createShopTestApp);
const w = perTest(() => prescriptionWorld(t));

const attach = (body: unknown, orderId = w.order.id) => w.buyer.send('POST', `/orders/${orderId}/prescription`, body);
const queue = async () => PharmacyQueue.parse(await (await w.pharmacist.send('GET', '/pharmacy/queue')).json()).items;

describe('attaching a prescription (the buyer)', () => {
  it('attaches an upload: a private image without its metadata, for the buyer and verified pharmacists only', async () => {
    expect(w.order.status).toBe('awaiting_prescription');
    const input = await uploadInput(t, w);
    const res = await attach(input);
    expect(res.status).toBe(201);
    const { prescription } = OrderPrescriptionAnswer.parse(await res.json());
    expect(prescription).toMatchObject({ source: 'upload', vetName: 'Dr. Meera Iyer', clinic: 'Bandra Pet Clinic' });
    expect(prescription!.photo).toMatchObject({ id: input.photoId, widths: [320, 640, 900] });
    expect(prescription!.imageUrl).toBe(imageUrl(input.photoId, 900));
    const image = await t.app.request(prescription!.imageUrl!, { headers: { Cookie: w.buyer.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(containsText(bytes, TEST_GPS_TEXT)).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(900);
    const asPharmacist = await t.app.request(prescription!.imageUrl!, { headers: { Cookie: w.pharmacist.cookie } });
    expect(asPharmacist.status).toBe(200);
    const other = await signInBuyer(t, 'other@example.com');
    expect((await t.app.request(prescription!.imageUrl!, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await t.app.request(prescription!.imageUrl!)).status).toBe(404);
    // A pharmacist whose application is still pending reads no one's prescription.
    const pendingCookie = (await signInTestUser(t.db, 'new-pharmacist@example.com', 'pharmacist')).cookie;
    expect((await t.app.request(prescription!.imageUrl!, { headers: { Cookie: pendingCookie } })).status).toBe(404);
    // The old address redirects the buyer and pharmacists to it, and is 404 for anyone else.
    const old = await w.buyer.send('GET', `/orders/${w.order.id}/prescription/image`);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(prescription!.imageUrl);
    expect((await w.pharmacist.send('GET', `/orders/${w.order.id}/prescription/image`)).status).toBe(302);
    expect((await other.send('GET', `/orders/${w.order.id}/prescription/image`)).status).toBe(404);
    const pending = requester(t, pendingCookie);
    expect((await pending('GET', `/orders/${w.order.id}/prescription/image`)).status).toBe(404);
  });

  it('replacing the upload deletes the old photo; the same photo again is kept; someone else’s is refused', async () => {
    const first = await uploadInput(t, w);
    await attach(first);
    expect((await attach(first)).status).toBe(201);
    const second = await uploadInput(t, w);
    const res = await attach(second);
    expect(OrderPrescriptionAnswer.parse(await res.json()).prescription?.photo?.id).toBe(second.photoId);
    expect((await t.app.request(imageUrl(first.photoId, 320), { headers: { Cookie: w.buyer.cookie } })).status).toBe(
      404,
    );
    const other = await signInBuyer(t, 'other@example.com');
    const theirs = await attach({ ...(await uploadInput(t, w)), photoId: await uploadPrescription(t, other.user!) });
    expect((await errorOf(theirs)).fields).toEqual({ photoId: 'Please choose the photo again.' });
  });

  it('moves a prescription image stored before decision 098 into a private image of its order, once', async () => {
    const png = await testPhoto({ format: 'png', width: 400, height: 300 });
    const repo = createPrescriptionsRepository(t.db);
    const docId = new ObjectId();
    await t.db.collection(SHOP_PRESCRIPTIONS).insertOne({
      _id: docId,
      orderId: new ObjectId(w.order.id),
      userId: w.buyer.user!._id,
      source: 'upload',
      vetId: null,
      vetName: 'Dr. Old',
      clinic: 'Old Clinic',
      petId: null,
      petName: null,
      image: { contentType: 'image/png', data: new Binary(png) },
      submittedAt: new Date(),
      vetAskedAt: null,
      review: null,
    });
    expect(await migrateLegacyPrescriptionImages(repo, createImagesService(t.db))).toBe(1);
    expect(await migrateLegacyPrescriptionImages(repo, createImagesService(t.db))).toBe(0);
    const { prescription } = OrderPrescriptionAnswer.parse(
      await (await w.buyer.send('GET', `/orders/${w.order.id}/prescription`)).json(),
    );
    expect(prescription?.photo?.widths).toEqual([320, 400]);
    expect((await t.app.request(prescription!.imageUrl!, { headers: { Cookie: w.buyer.cookie } })).status).toBe(200);
    expect((await t.app.request(prescription!.imageUrl!)).status).toBe(404);
  });

  it('attaches a PetPal vet and one of the buyer own pets; refuses others with clear messages', async () => {
    const res = await attach(petpalVetInput(w));
    expect(res.status).toBe(201);
    expect(OrderPrescriptionAnswer.parse(await res.json()).prescription).toMatchObject({
      source: 'petpal_vet',
      vetName: 'Dr. Asha Rao',
      petName: 'Bruno',
      imageUrl: null,
    });
    const strangerPet = await attach({ ...petpalVetInput(w), petId: w.vet._id.toHexString() });
    expect(strangerPet.status).toBe(400);
    expect((await errorOf(strangerPet)).fields).toEqual({ petId: 'Please choose one of your pets.' });
    const unknownVet = await attach({ ...petpalVetInput(w), vetId: w.pet._id.toHexString() });
    expect((await errorOf(unknownVet)).fields).toEqual({ vetId: 'Please choose one of the PetPal vets.' });
    const operator = await attach({ ...petpalVetInput(w), vetId: { $ne: null } });
    expect(operator.status).toBe(400);
  });

  it('validates the upload: the photo id, names, source', async () => {
    const noPhoto = await attach(await uploadInput(t, w, { photoId: 'data:image/png;base64,AAAA' }));
    expect((await errorOf(noPhoto)).fields?.photoId).toMatch(/JPEG, PNG or WebP/);
    const unknown = await attach(await uploadInput(t, w, { photoId: 'A'.repeat(22) }));
    expect((await errorOf(unknown)).fields).toEqual({ photoId: 'Please choose the photo again.' });
    const unnamed = await attach(await uploadInput(t, w, { vetName: ' ', clinic: '' }));
    expect(Object.keys((await errorOf(unnamed)).fields ?? {})).toEqual(['vetName', 'clinic']);
    expect((await attach({ source: 'fax' })).status).toBe(400);
  });

  it('only the order owner, only while it awaits a prescription', async () => {
    const other = await signInBuyer(t, 'someone@example.com');
    expect((await other.send('POST', `/orders/${w.order.id}/prescription`, await uploadInput(t, w))).status).toBe(404);
    expect((await other.send('GET', `/orders/${w.order.id}/prescription`)).status).toBe(404);
    const toy = await addProduct(t.db);
    await w.buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 1 });
    const plain = OrderAnswer.parse(await (await checkout(w.buyer)).json()).order;
    const res = await attach(await uploadInput(t, w), plain.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('order_not_awaiting_prescription');
  });
});

describe('the pharmacist queue', () => {
  it('lists ready orders first, then those waiting for the owner, oldest first', async () => {
    await w.buyer.send('PUT', `/cart/items/${w.product._id.toHexString()}`, { quantity: 1 });
    const second = OrderAnswer.parse(await (await checkout(w.buyer)).json()).order;
    await attach(await uploadInput(t, w), second.id);
    const items = await queue();
    expect(items.map((item) => [item.order.id, item.state])).toEqual([
      [second.id, 'ready'],
      [w.order.id, 'waiting_for_owner'],
    ]);
    expect(items[0]!.ownerName).toBe('Test Buyer');
  });

  it('asks the PetPal vet by email with the prescription lines, and records when', async () => {
    await attach(petpalVetInput(w));
    const res = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/ask-vet`);
    expect(res.status).toBe(200);
    expect(PharmacyQueueItemAnswer.parse(await res.json()).item.prescription?.vetAskedAt).toEqual(expect.any(String));
    const [mail, ...more] = await t.db.collection('outbox').find({ to: 'dr.rao@example.com' }).toArray();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain('Bruno');
    expect(mail?.text).toContain(`${w.product.name} x 3`);
    expect(mail?.text).toContain('pharmacist@example.com');
  });

  it('cannot ask the vet about an uploaded prescription or a missing one', async () => {
    const missing = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/ask-vet`);
    expect((await errorOf(missing)).code).toBe('prescription_missing');
    await attach(await uploadInput(t, w));
    const uploaded = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/ask-vet`);
    expect(uploaded.status).toBe(409);
    expect((await errorOf(uploaded)).code).toBe('not_a_petpal_vet');
  });

  it('approves: the order is placed, once; an order without a prescription cannot be approved', async () => {
    const early = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/approve`);
    expect(early.status).toBe(409);
    await attach(await uploadInput(t, w));
    const res = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/approve`);
    expect(res.status).toBe(200);
    const { item } = PharmacyQueueItemAnswer.parse(await res.json());
    expect(item.order.status).toBe('placed');
    expect(item.prescription?.review?.outcome).toBe('approved');
    expect((await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/approve`)).status).toBe(409);
    expect(await queue()).toEqual([]);
    const owner = OrderAnswer.parse(await (await w.buyer.send('GET', `/orders/${w.order.id}`)).json()).order;
    expect(owner.status).toBe('placed');
  });

  it('refuses with a reason: cancelled, stock back, refunded, the owner reads the reason', async () => {
    expect(await stockOf(t.db, w.product._id)).toBe(7);
    const noReason = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/refuse`, { reason: ' ' });
    expect((await errorOf(noReason)).fields).toEqual({
      reason: 'Please give the owner a reason (5 to 500 characters).',
    });
    const reason = 'The prescription is for a different medicine.';
    const res = await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/refuse`, { reason });
    expect(res.status).toBe(200);
    expect(await stockOf(t.db, w.product._id)).toBe(10);
    const owner = OrderAnswer.parse(await (await w.buyer.send('GET', `/orders/${w.order.id}`)).json()).order;
    expect(owner).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refusalReason: reason });
    expect(owner.refund?.amount).toEqual(owner.total);
    expect((await w.pharmacist.send('POST', `/pharmacy/orders/${w.order.id}/refuse`, { reason })).status).toBe(409);
    expect(await stockOf(t.db, w.product._id)).toBe(10);
  });
});

describe('pharmacy authorization', () => {
  const ROUTES: Array<[string, string, unknown?]> = [
    ['GET', '/pharmacy/queue'],
    ['POST', '/pharmacy/orders/:id/ask-vet'],
    ['POST', '/pharmacy/orders/:id/approve'],
    ['POST', '/pharmacy/orders/:id/refuse', { reason: 'Not a valid prescription.' }],
  ];

  it('401 for a guest, 403 for an owner or a supplier, 404 for an unknown order, 400 for a bad id', async () => {
    const supplier = requester(t, (await signInTestUser(t.db, 'supplier@example.com', 'supplier')).cookie);
    for (const [method, path, body] of ROUTES) {
      const real = path.replace(':id', w.order.id);
      expect((await guest(t).send(method, real, body)).status, `${method} ${path} guest`).toBe(401);
      expect((await w.buyer.send(method, real, body)).status, `${method} ${path} owner`).toBe(403);
      expect((await supplier(method, real, body)).status, `${method} ${path} supplier`).toBe(403);
      if (path.includes(':id')) {
        const unknown = path.replace(':id', w.pet._id.toHexString());
        expect((await w.pharmacist.send(method, unknown, body)).status, `${method} ${path} unknown`).toBe(404);
        const bad = path.replace(':id', 'nope');
        expect((await w.pharmacist.send(method, bad, body)).status, `${method} ${path} bad id`).toBe(400);
      }
    }
  });

  it('401 for a guest on the buyer routes', async () => {
    expect((await guest(t).send('GET', `/orders/${w.order.id}/prescription`)).status).toBe(401);
    expect((await guest(t).send('POST', `/orders/${w.order.id}/prescription`, await uploadInput(t, w))).status).toBe(
      401,
    );
    expect((await guest(t).send('GET', `/orders/${w.order.id}/prescription/image`)).status).toBe(401);
  });
});
