import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade } from '../../auth';
import {
  AlertSettings,
  ErrorBody,
  NotificationList,
  imageUrl,
  PetReportList,
  PetReportResponse,
  petReportMessages,
  ReportCommentList,
  ReportConversationList,
  ReportMessageList,
  ReportSeen,
  type NotificationItem,
  type PetReportInput,
} from '@petpal/contracts';
import { ensureIdempotencyIndexes } from '../../lib/idempotency';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createNotificationsTestApp,
  type NotificationsTestApp,
  signIn,
  type TestUser,
} from '../notifications.test-support';
import { Binary } from 'mongodb';
import sharp from 'sharp';
import { createImagesService, IMAGE_NOT_YOURS, testPhoto } from '../../images';
import { createReportsRepository, LEGACY_PET_REPORT_PHOTOS_COLLECTION } from './reports.repository';
import { migrateLegacyReportPhotos } from './reports.service';

let test: TestDatabase;
let app: NotificationsTestApp;
/** The reporter (with a profile holding a phone number), another user, a third user. */
let priya: TestUser;
let ria: TestUser;
let tom: TestUser;

const PRIYA_EMAIL = 'priya@example.com';
const PRIYA_PHONE = '+91 98765 43210';

beforeEach(async () => {
  test = await createTestDatabase();
  app = await createNotificationsTestApp(test.db);
  priya = await signIn(app, test.db, PRIYA_EMAIL);
  ria = await signIn(app, test.db, 'ria@example.com');
  tom = await signIn(app, test.db, 'tom@example.com');
  await createAuthFacade(test.db).saveRecord(
    'pet_owner',
    new ObjectId(priya.id),
    { fullName: 'Priya Sharma', phoneNumber: PRIYA_PHONE, location: 'Bengaluru, Karnataka' },
    new Date(),
  );
});
afterEach(async () => {
  await app.area.alertsIdle();
  await test.close();
});

/** Points are kept to 3 decimals (about 100 m). */
const MG_ROAD = { lat: 12.976, lng: 77.607 };

const lostBruno = (over: Partial<PetReportInput> = {}): PetReportInput => ({
  status: 'lost',
  petName: 'Bruno',
  description: 'Brown beagle with a red collar, last seen near the metro station.',
  locationAddress: 'MG Road, Bengaluru',
  point: MG_ROAD,
  ...over,
});

async function create(user: TestUser, over: Partial<PetReportInput> = {}, headers: Record<string, string> = {}) {
  const res = await user.send('POST', '/reports', lostBruno(over), headers);
  expect(res.status).toBe(201);
  return PetReportResponse.parse(await res.json()).report;
}

const guest = (method: string, path: string, body?: unknown) =>
  app.app.request(`http://localhost/api/notifications${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

const feed = async (user: TestUser, query = '') =>
  PetReportList.parse(await (await user.send('GET', `/reports${query}`)).json()).reports;

const inbox = async (user: TestUser): Promise<NotificationItem[]> =>
  NotificationList.parse(await (await user.send('GET', '')).json()).notifications;

const countReports = () => test.db.collection('pet_reports').countDocuments();
const countImages = () => test.db.collection('images').countDocuments();

/** A photo `user` uploaded (POST /api/images does the same), as its id. */
const uploaded = async (user: TestUser, photo?: Uint8Array) =>
  (await createImagesService(test.db).upload(user.id, 'image/jpeg', photo ?? (await testPhoto()), Infinity)).id;

/** A report of Priya's with a photo she uploaded. */
const withPhoto = async () => create(priya, { photoId: await uploaded(priya) });

const imageStatus = async (url: string) => (await app.app.request(`http://localhost${url}`)).status;

describe('posting and reading reports', () => {
  it('posts a report and shows it to others, to guests and as one of the reporter’s own', async () => {
    const report = await create(priya);
    expect(report).toMatchObject({
      status: 'lost',
      petName: 'Bruno',
      locationAddress: 'MG Road, Bengaluru',
      point: MG_ROAD,
      petPictureUrl: null,
      isActive: true,
      reporterName: 'Priya S.',
      isMine: true,
      seenCount: 0,
      commentCount: 0,
    });
    expect((await feed(ria)).map((r) => [r.id, r.isMine])).toEqual([[report.id, false]]);
    const asGuest = PetReportList.parse(await (await guest('GET', '/reports')).json()).reports;
    expect(asGuest.map((r) => r.id)).toEqual([report.id]);
    expect((await feed(priya, '?mine=true')).map((r) => r.id)).toEqual([report.id]);
    const one = PetReportResponse.parse(await (await guest('GET', `/reports/${report.id}`)).json()).report;
    expect(one).toMatchObject({ id: report.id, isMine: false });
  });

  it('replays a retried post with the same Idempotency-Key instead of posting twice', async () => {
    await ensureIdempotencyIndexes(test.db);
    const headers = { 'Idempotency-Key': 'report-1' };
    const first = await create(priya, {}, headers);
    const again = await priya.send('POST', '/reports', lostBruno(), headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(PetReportResponse.parse(await again.json()).report.id).toBe(first.id);
    expect(await countReports()).toBe(1);
  });

  it('keeps the feed to other users’ active reports, newest first, 20 at most', async () => {
    const base = Date.now() - 3_600_000;
    const times: Array<[TestUser, number]> = [
      ...Array.from({ length: 22 }, (_, i): [TestUser, number] => [ria, i]),
      [tom, 30],
      [priya, 40],
    ];
    for (const [user, minute] of times) {
      await test.db.collection('pet_reports').insertOne({
        _id: new ObjectId(),
        userId: new ObjectId(user.id),
        reporterName: 'PetPal member',
        status: 'found',
        petName: `Pet ${minute}`,
        description: 'A friendly cat.',
        locationAddress: 'Indiranagar',
        location: null,
        photo: null,
        isActive: true,
        createdAt: new Date(base + minute * 60_000),
        updatedAt: new Date(base + minute * 60_000),
        resolvedAt: null,
        seenCount: 0,
        commentCount: 0,
      });
    }
    const tomsReport = (await feed(tom, '?mine=true'))[0]!;
    await tom.send('POST', `/reports/${tomsReport.id}/resolve`);

    const seen = await feed(priya);
    expect(seen).toHaveLength(20);
    expect(seen.every((r) => !r.isMine && r.isActive)).toBe(true);
    expect(seen.map((r) => r.petName)).toEqual(Array.from({ length: 20 }, (_, i) => `Pet ${21 - i}`));
    // Resolved reports stay on the reporter's own list.
    expect((await feed(tom, '?mine=true')).map((r) => r.isActive)).toEqual([false]);
  });

  it('keeps a phone-size photo the reporter uploaded, served from the pipeline in every stored width', async () => {
    const phone = await testPhoto({ width: 2400, height: 1800, noise: true, gps: true });
    expect(phone.length).toBeGreaterThan(3 * 1024 * 1024);
    const report = await create(priya, { photoId: await uploaded(priya, phone) });
    expect(report.photo).toMatchObject({ widths: [320, 640, 1280], width: 1280, height: 960 });
    expect(report.petPictureUrl).toBe(imageUrl(report.photo!.id, 640));
    const res = await app.app.request(`http://localhost${report.petPictureUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).width).toBe(640);
    // Notifications sent before the pipeline link to the old address: it leads to the photo.
    const old = await guest('GET', `/reports/${report.id}/photo`);
    expect(old.status).toBe(302);
    expect(old.headers.get('Location')).toBe(report.petPictureUrl);
    const shown = PetReportResponse.parse(await (await guest('GET', `/reports/${report.id}`)).json()).report;
    expect(shown.photo).toEqual(report.photo);
  });

  it('replaces and removes the photo on edit; the one it replaced is deleted', async () => {
    const report = await withPhoto();
    const replaced = PetReportResponse.parse(
      await (await priya.send('PATCH', `/reports/${report.id}`, { photoId: await uploaded(priya) })).json(),
    ).report;
    expect(replaced.photo!.id).not.toBe(report.photo!.id);
    expect(await imageStatus(report.petPictureUrl!)).toBe(404);
    expect(await imageStatus(replaced.petPictureUrl!)).toBe(200);

    const removed = PetReportResponse.parse(
      await (await priya.send('PATCH', `/reports/${report.id}`, { photoId: null })).json(),
    ).report;
    expect(removed).toMatchObject({ petPictureUrl: null, photo: null });
    expect((await guest('GET', `/reports/${report.id}/photo`)).status).toBe(404);
    expect(await countImages()).toBe(0);
  });

  it('moves photos stored before the image pipeline into it once, at start', async () => {
    const report = await create(priya);
    const unreadable = await create(priya, { petName: 'Old photo, unreadable' });
    const reports = test.db.collection('pet_reports');
    await reports.updateMany({}, { $set: { photoVersion: 1 }, $unset: { photo: '' } });
    const legacy = test.db.collection(LEGACY_PET_REPORT_PHOTOS_COLLECTION);
    const jpeg = await testPhoto({ width: 500, height: 400, gps: true });
    await legacy.insertOne({ _id: new ObjectId(report.id), contentType: 'image/jpeg', data: new Binary(jpeg) });
    const broken = new Binary(Buffer.from([0xff, 0xd8, 0xff]));
    await legacy.insertOne({ _id: new ObjectId(unreadable.id), contentType: 'image/jpeg', data: broken });

    expect(await migrateLegacyReportPhotos(createReportsRepository(test.db), createImagesService(test.db))).toBe(2);
    const mine = await feed(priya, '?mine=true');
    expect(mine.map((r) => [r.petName, r.photo?.widths ?? null])).toEqual([
      ['Old photo, unreadable', null],
      ['Bruno', [320, 500]],
    ]);
    expect(await imageStatus(mine[1]!.petPictureUrl!)).toBe(200);
    expect(await legacy.countDocuments()).toBe(0);
    expect(await reports.countDocuments({ photoVersion: { $exists: true } })).toBe(0);
    // Run again (every start): nothing left to move.
    expect(await migrateLegacyReportPhotos(createReportsRepository(test.db), createImagesService(test.db))).toBe(0);
  });
});

describe('refusals change nothing', () => {
  const refusedWith = async (res: Response, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields?.[field]).toBe(message);
  };

  it('refuses bad reports and bad uploads with a clear message, storing nothing', async () => {
    const post = (over: Record<string, unknown>) => priya.send('POST', '/reports', { ...lostBruno(), ...over });
    await refusedWith(await post({ status: 'stolen' }), 'status', petReportMessages.status);
    await refusedWith(await post({ description: '   ' }), 'description', petReportMessages.description);
    await refusedWith(await post({ petName: 'B'.repeat(51) }), 'petName', petReportMessages.petNameMax);
    await refusedWith(
      await post({ locationAddress: undefined, point: undefined }),
      'locationAddress',
      petReportMessages.location,
    );
    await refusedWith(await post({ point: { lat: 91, lng: 0 } }), 'point.lat', petReportMessages.point);
    await refusedWith(await post({ userId: ria.id }), 'userId', 'Unknown field.');
    // Photos: someone else's upload, an id nobody uploaded, a data URL (the old way) are refused.
    await refusedWith(await post({ photoId: await uploaded(ria) }), 'photoId', IMAGE_NOT_YOURS);
    await refusedWith(await post({ photoId: 'A'.repeat(22) }), 'photoId', IMAGE_NOT_YOURS);
    await refusedWith(await post({ photoId: 'data:image/png;base64,AAAA' }), 'photoId', IMAGE_NOT_YOURS);
    await refusedWith(await post({ photo: 'data:image/png;base64,AAAA' }), 'photo', 'Unknown field.');

    expect(await countReports()).toBe(0);
    expect(await test.db.collection('notifications').countDocuments()).toBe(0);
  });

  it('refuses a bad edit, comment, message, sighting note or alert setting, changing nothing', async () => {
    const report = await withPhoto();
    const before = await test.db.collection('pet_reports').findOne({ _id: new ObjectId(report.id) });

    const patch = (body: unknown) => priya.send('PATCH', `/reports/${report.id}`, body);
    await refusedWith(await patch({ status: 'gone' }), 'status', petReportMessages.status);
    await refusedWith(await patch({ locationAddress: '', point: null }), 'locationAddress', petReportMessages.location);
    await refusedWith(await patch({ petName: 'Max', photoId: await uploaded(ria) }), 'photoId', IMAGE_NOT_YOURS);
    // Someone else cannot attach even their own upload to the report.
    expect((await ria.send('PATCH', `/reports/${report.id}`, { photoId: await uploaded(ria) })).status).toBe(403);
    expect(await test.db.collection('pet_reports').findOne({ _id: new ObjectId(report.id) })).toEqual(before);
    expect(await imageStatus(report.petPictureUrl!)).toBe(200);

    await refusedWith(
      await ria.send('POST', `/reports/${report.id}/comments`, { body: ' ' }),
      'body',
      petReportMessages.comment,
    );
    await refusedWith(
      await ria.send('POST', `/reports/${report.id}/messages`, { body: 'x'.repeat(2001) }),
      'body',
      petReportMessages.messageMax,
    );
    await refusedWith(
      await ria.send('POST', `/reports/${report.id}/seen`, { note: 'n'.repeat(501) }),
      'note',
      petReportMessages.noteMax,
    );
    await refusedWith(
      await ria.send('PUT', '/alert-settings', { enabled: true, radiusKm: 5, point: null }),
      'point',
      petReportMessages.alertLocation,
    );
    for (const radiusKm of [0, 26, 2.5]) {
      await refusedWith(
        await ria.send('PUT', '/alert-settings', { enabled: true, radiusKm, point: MG_ROAD }),
        'radiusKm',
        petReportMessages.radius,
      );
    }
    expect((await ria.send('GET', '/reports/not-an-id')).status).toBe(400);
    expect((await ria.send('GET', `/reports/${new ObjectId().toHexString()}`)).status).toBe(404);

    for (const name of [
      'pet_report_comments',
      'pet_report_messages',
      'pet_report_sightings',
      'report_alert_settings',
    ]) {
      expect(await test.db.collection(name).countDocuments()).toBe(0);
    }
    expect(await test.db.collection('notifications').countDocuments()).toBe(0);
  });

  it('refuses comments and sightings on a resolved report', async () => {
    const report = await create(priya);
    await priya.send('POST', `/reports/${report.id}/resolve`);
    for (const [path, body] of [
      ['comments', { body: 'Is he home?' }],
      ['seen', {}],
    ] as const) {
      const res = await ria.send('POST', `/reports/${report.id}/${path}`, body);
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(await res.json()).error.message).toBe(petReportMessages.resolved);
    }
  });
});

type Actor = 'guest' | 'reporter' | 'other' | 'third';
const ACTORS: Actor[] = ['guest', 'reporter', 'other', 'third'];

describe('who may do what', () => {
  const as = (actor: Actor) => (method: string, path: string, body?: unknown) =>
    actor === 'guest'
      ? guest(method, path, body)
      : { reporter: priya, other: ria, third: tom }[actor].send(method, path, body);

  /** Each row: a fresh report (Ria has messaged about it), then the call; the expected status per actor. */
  const rows: Array<[string, string, (id: string) => string, (() => unknown) | undefined, Record<Actor, number>]> = [
    ['list the feed', 'GET', () => '/reports', undefined, { guest: 200, reporter: 200, other: 200, third: 200 }],
    [
      'list own reports',
      'GET',
      () => '/reports?mine=true',
      undefined,
      { guest: 401, reporter: 200, other: 200, third: 200 },
    ],
    [
      'post a report',
      'POST',
      () => '/reports',
      () => lostBruno(),
      { guest: 401, reporter: 201, other: 201, third: 201 },
    ],
    [
      'read a report',
      'GET',
      (id) => `/reports/${id}`,
      undefined,
      { guest: 200, reporter: 200, other: 200, third: 200 },
    ],
    [
      'edit',
      'PATCH',
      (id) => `/reports/${id}`,
      () => ({ petName: 'Max' }),
      { guest: 401, reporter: 200, other: 403, third: 403 },
    ],
    [
      'resolve',
      'POST',
      (id) => `/reports/${id}/resolve`,
      undefined,
      { guest: 401, reporter: 200, other: 403, third: 403 },
    ],
    ['delete', 'DELETE', (id) => `/reports/${id}`, undefined, { guest: 401, reporter: 200, other: 403, third: 403 }],
    [
      'mark seen',
      'POST',
      (id) => `/reports/${id}/seen`,
      () => ({}),
      { guest: 401, reporter: 403, other: 200, third: 200 },
    ],
    [
      'see the photo',
      'GET',
      (id) => `/reports/${id}/photo`,
      undefined,
      { guest: 302, reporter: 302, other: 302, third: 302 },
    ],
    [
      'print the flyer',
      'GET',
      (id) => `/reports/${id}/flyer`,
      undefined,
      { guest: 401, reporter: 200, other: 200, third: 200 },
    ],
    [
      'read comments',
      'GET',
      (id) => `/reports/${id}/comments`,
      undefined,
      { guest: 200, reporter: 200, other: 200, third: 200 },
    ],
    [
      'comment',
      'POST',
      (id) => `/reports/${id}/comments`,
      () => ({ body: 'Saw him!' }),
      { guest: 401, reporter: 201, other: 201, third: 201 },
    ],
    [
      'list conversations',
      'GET',
      (id) => `/reports/${id}/conversations`,
      undefined,
      { guest: 401, reporter: 200, other: 200, third: 200 },
    ],
    [
      'read Ria’s conversation',
      'GET',
      (id) => `/reports/${id}/messages?with=${ria.id}`,
      undefined,
      { guest: 401, reporter: 200, other: 200, third: 403 },
    ],
    [
      'write in Ria’s conversation',
      'POST',
      (id) => `/reports/${id}/messages`,
      () => ({ body: 'Where exactly?', withUserId: ria.id }),
      { guest: 401, reporter: 201, other: 201, third: 403 },
    ],
    [
      'read alert settings',
      'GET',
      () => '/alert-settings',
      undefined,
      { guest: 401, reporter: 200, other: 200, third: 200 },
    ],
    [
      'save alert settings',
      'PUT',
      () => '/alert-settings',
      () => ({ enabled: true, radiusKm: 5, point: MG_ROAD }),
      { guest: 401, reporter: 200, other: 200, third: 200 },
    ],
  ];

  it.each(rows)('%s', async (_name, method, path, body, expected) => {
    for (const actor of ACTORS) {
      const report = await withPhoto();
      await ria.send('POST', `/reports/${report.id}/messages`, { body: 'I think I saw Bruno.' });
      const res = await as(actor)(method, path(report.id), body?.());
      expect({ actor, status: res.status }).toEqual({ actor, status: expected[actor] });
    }
  });

  it('keeps edits, resolves and deletes by others from changing anything', async () => {
    const report = await create(priya);
    const before = await test.db.collection('pet_reports').findOne({ _id: new ObjectId(report.id) });
    for (const user of [ria, tom]) {
      for (const [method, path, body] of [
        ['PATCH', '', { petName: 'Max' }],
        ['POST', '/resolve', undefined],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await user.send(method, `/reports/${report.id}${path}`, body);
        expect(ErrorBody.parse(await res.json()).error.message).toBe(petReportMessages.onlyReporter);
      }
    }
    expect(await test.db.collection('pet_reports').findOne({ _id: new ObjectId(report.id) })).toEqual(before);
  });

  it('shows a conversation to its two parties only, and never the owner’s email or phone', async () => {
    const report = await create(priya);
    await ria.send('POST', `/reports/${report.id}/messages`, { body: 'I found a beagle on 5th Cross.' });
    await priya.send('POST', `/reports/${report.id}/messages`, { body: 'That may be him!', withUserId: ria.id });

    const answers: string[] = [];
    const read = async (user: TestUser, path: string) => {
      const res = await user.send('GET', `/reports/${report.id}${path}`);
      const text = await res.text();
      answers.push(text);
      return { status: res.status, body: JSON.parse(text) as unknown };
    };

    const priyas = ReportConversationList.parse((await read(priya, '/conversations')).body).conversations;
    expect(priyas).toEqual([
      expect.objectContaining({ participantId: ria.id, withName: 'PetPal member', messageCount: 2 }),
    ]);
    const riasView = ReportMessageList.parse((await read(ria, '/messages')).body);
    expect(riasView.withName).toBe('Priya S.');
    expect(riasView.messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['I found a beagle on 5th Cross.', true],
      ['That may be him!', false],
    ]);
    const priyasView = ReportMessageList.parse((await read(priya, `/messages?with=${ria.id}`)).body);
    expect(priyasView.messages.map((m) => m.fromMe)).toEqual([false, true]);

    // Tom sees no one else's conversation: his own list is empty, Ria's is refused.
    expect(ReportConversationList.parse((await read(tom, '/conversations')).body).conversations).toEqual([]);
    expect(ReportMessageList.parse((await read(tom, '/messages')).body).messages).toEqual([]);
    const refused = await read(tom, `/messages?with=${ria.id}`);
    expect(refused.status).toBe(403);
    expect(ErrorBody.parse(refused.body).error.message).toBe(petReportMessages.otherConversation);

    // The reporter replies only in an existing conversation, and must say which.
    const noWith = await priya.send('POST', `/reports/${report.id}/messages`, { body: 'Hello?' });
    expect(ErrorBody.parse(await noWith.json()).error.fields).toEqual({ withUserId: petReportMessages.replyTo });
    const noConversation = await priya.send('POST', `/reports/${report.id}/messages`, {
      body: 'Hi',
      withUserId: tom.id,
    });
    expect(noConversation.status).toBe(404);

    for (const path of ['', '/comments'])
      answers.push(await (await ria.send('GET', `/reports/${report.id}${path}`)).text());
    answers.push(await (await ria.send('GET', '/reports')).text());
    answers.push(await (await ria.send('GET', `/reports/${report.id}/flyer`)).text());
    answers.push(JSON.stringify(await inbox(ria)));
    for (const answer of answers) {
      expect(answer).not.toContain(PRIYA_EMAIL);
      expect(answer).not.toContain(PRIYA_PHONE);
    }
  });
});

describe('what each event tells whom', () => {
  const only = async (user: TestUser) => {
    const items = await inbox(user);
    expect(items).toHaveLength(1);
    return items[0]!;
  };

  it('a comment tells the reporter (not their own), with a preview', async () => {
    const report = await withPhoto();
    await priya.send('POST', `/reports/${report.id}/comments`, { body: 'Still missing, please share.' });
    expect(await inbox(priya)).toEqual([]);
    const res = await ria.send('POST', `/reports/${report.id}/comments`, { body: 'Saw a beagle near the lake.' });
    expect(res.status).toBe(201);
    const item = await only(priya);
    expect(item).toMatchObject({
      type: 'new_comment_on_report',
      relatedReportId: report.id,
      metadata: {
        reportId: report.id,
        petName: 'Bruno',
        status: 'lost',
        petPictureUrl: report.petPictureUrl,
        messagePreview: 'Saw a beagle near the lake.',
      },
    });
    const comments = ReportCommentList.parse(
      await (await guest('GET', `/reports/${report.id}/comments`)).json(),
    ).comments;
    expect(comments.map((c) => [c.body, c.byReporter, c.authorName])).toEqual([
      ['Still missing, please share.', true, 'Priya S.'],
      ['Saw a beagle near the lake.', false, 'PetPal member'],
    ]);
    expect(
      PetReportResponse.parse(await (await guest('GET', `/reports/${report.id}`)).json()).report.commentCount,
    ).toBe(2);
  });

  it('a message tells the other party', async () => {
    const report = await create(priya);
    await ria.send('POST', `/reports/${report.id}/messages`, { body: 'I have your dog at my place.' });
    expect(await only(priya)).toMatchObject({
      type: 'new_message_on_report',
      metadata: { reportId: report.id, messagePreview: 'I have your dog at my place.' },
    });
    await priya.send('POST', `/reports/${report.id}/messages`, { body: 'Thank you! On my way.', withUserId: ria.id });
    expect(await only(ria)).toMatchObject({
      type: 'new_message_on_report',
      title: 'New message from Priya S.',
      metadata: { messagePreview: 'Thank you! On my way.' },
    });
  });

  it('a sighting tells the reporter once per user per hour', async () => {
    const report = await create(priya);
    const first = ReportSeen.parse(
      await (await ria.send('POST', `/reports/${report.id}/seen`, { note: 'By the bakery' })).json(),
    );
    expect(first).toEqual({ seenCount: 1, counted: true });
    const again = ReportSeen.parse(await (await ria.send('POST', `/reports/${report.id}/seen`, {})).json());
    expect(again).toEqual({ seenCount: 1, counted: false });
    expect(await only(priya)).toMatchObject({
      type: 'report_marked_seen',
      metadata: { messagePreview: 'By the bakery' },
    });
    await tom.send('POST', `/reports/${report.id}/seen`, {});
    expect(
      PetReportResponse.parse(await (await tom.send('GET', `/reports/${report.id}`)).json()).report.seenCount,
    ).toBe(2);
  });

  it('a flyer is a printable page with the photo and a QR code, and tells the reporter', async () => {
    const report = await withPhoto();
    const res = await ria.send('GET', `/reports/${report.id}/flyer`);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('LOST PET');
    expect(html).toContain('Bruno');
    expect(html).toContain(`src="${report.petPictureUrl}"`);
    expect(html).toContain('<svg class="qr"');
    expect(html).toContain(`http://localhost/pet-report/${report.id}`);
    expect(html).toContain('href="/api/notifications/reports/flyer.css"');
    const css = await guest('GET', '/reports/flyer.css');
    expect(css.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('@media print');
    expect(await (await guest('GET', '/reports/flyer.js')).text()).toContain('window.print()');

    expect(await only(priya)).toMatchObject({ type: 'flyer_generated', title: 'Someone printed a flyer' });
    await ria.send('GET', `/reports/${report.id}/flyer`);
    expect(await inbox(priya)).toHaveLength(1);
  });

  it('an edit and a resolve tell those who commented or messaged; a delete too, and removes everything', async () => {
    const report = await withPhoto();
    await ria.send('POST', `/reports/${report.id}/comments`, { body: 'Sharing with my building.' });
    await tom.send('POST', `/reports/${report.id}/messages`, { body: 'I can help search tonight.' });
    await ria.send('POST', `/reports/${report.id}/seen`, {});
    await priya.send('POST', `/reports/${report.id}/comments`, { body: 'Thanks everyone.' });
    const typesOf = async (user: TestUser) => (await inbox(user)).map((n) => [n.type, n.title]);

    await priya.send('PATCH', `/reports/${report.id}`, { description: 'Brown beagle, red collar, answers to Bruno.' });
    expect(await typesOf(ria)).toEqual([['report_updated', 'Report updated']]);
    expect(await typesOf(tom)).toEqual([['report_updated', 'Report updated']]);

    const resolved = PetReportResponse.parse(
      await (await priya.send('POST', `/reports/${report.id}/resolve`)).json(),
    ).report;
    expect(resolved).toMatchObject({ isActive: false });
    expect(resolved.resolvedAt).not.toBeNull();
    expect((await typesOf(ria))[0]).toEqual(['report_updated', 'Reunited!']);
    expect(await feed(ria)).toEqual([]);

    const deleted = await priya.send('DELETE', `/reports/${report.id}`);
    expect(await deleted.json()).toEqual({ deleted: true });
    for (const user of [ria, tom]) {
      const [latest] = await inbox(user);
      expect(latest).toMatchObject({ type: 'report_deleted', metadata: { reportId: report.id, petName: 'Bruno' } });
      expect(latest!.metadata.petPictureUrl).toBeUndefined();
    }
    expect((await guest('GET', `/reports/${report.id}`)).status).toBe(404);
    expect(await imageStatus(report.petPictureUrl!)).toBe(404);
    for (const name of [
      'pet_reports',
      'images',
      'pet_report_comments',
      'pet_report_messages',
      'pet_report_conversations',
      'pet_report_sightings',
    ]) {
      expect(await test.db.collection(name).countDocuments()).toBe(0);
    }
    // The reporter hears of comments, messages and sightings by others, never of their own changes.
    expect((await inbox(priya)).map((n) => n.type).sort()).toEqual([
      'new_comment_on_report',
      'new_message_on_report',
      'report_marked_seen',
    ]);
  });
});

describe('nearby alerts', () => {
  /** A point `km` kilometres north of MG Road. */
  const north = (km: number) => ({ lat: MG_ROAD.lat + km / 111.32, lng: MG_ROAD.lng });

  it('keeps each user’s settings, with a 5 km default', async () => {
    expect(AlertSettings.parse(await (await ria.send('GET', '/alert-settings')).json())).toEqual({
      enabled: false,
      radiusKm: 5,
      point: null,
    });
    const saved = { enabled: true, radiusKm: 12, point: north(1) };
    expect(await (await ria.send('PUT', '/alert-settings', saved)).json()).toEqual(saved);
    expect(await (await ria.send('GET', '/alert-settings')).json()).toEqual(saved);
    expect(await (await tom.send('GET', '/alert-settings')).json()).toMatchObject({ enabled: false });
  });

  it('notifies the subscribers whose circle holds the report, and no one else', async () => {
    const people: Array<[string, { enabled: boolean; radiusKm: number; point: { lat: number; lng: number } | null }]> =
      [
        ['inside', { enabled: true, radiusKm: 5, point: north(2) }],
        ['too far for 5 km', { enabled: true, radiusKm: 5, point: north(8) }],
        ['inside 10 km', { enabled: true, radiusKm: 10, point: north(8) }],
        ['switched off', { enabled: false, radiusKm: 25, point: north(1) }],
        ['beyond 25 km', { enabled: true, radiusKm: 25, point: north(30) }],
      ];
    const users = new Map<string, TestUser>();
    for (const [name, settings] of people) {
      const user = await signIn(app, test.db, `${name.replace(/\W/g, '')}@example.com`);
      expect((await user.send('PUT', '/alert-settings', settings)).status).toBe(200);
      users.set(name, user);
    }
    await priya.send('PUT', '/alert-settings', { enabled: true, radiusKm: 25, point: MG_ROAD });

    const report = await create(priya);
    await app.area.alertsIdle();

    const alerted = [];
    for (const [name, user] of users) if ((await inbox(user)).length > 0) alerted.push(name);
    expect(alerted).toEqual(['inside', 'inside 10 km']);
    expect(await inbox(priya)).toEqual([]);
    expect((await inbox(users.get('inside')!))[0]).toMatchObject({
      type: 'pet_report',
      title: 'Lost pet near you',
      message: 'Bruno was reported lost near MG Road, Bengaluru.',
      relatedReportId: report.id,
      metadata: { reportId: report.id, petName: 'Bruno', status: 'lost' },
    });

    // A report without a map point alerts no one.
    await create(priya, { point: undefined });
    await app.area.alertsIdle();
    expect(await inbox(users.get('inside')!)).toHaveLength(1);
  });
});
