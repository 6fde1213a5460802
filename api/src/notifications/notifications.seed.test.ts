import { describe, expect, it } from 'vitest';
import { createAuthFacade } from '../auth';
import { PetReportList, ReportCommentList, ReportConversationList } from '@petpal/contracts';
import { createImagesService } from '../images';
import { perTestDatabase } from '../test-support/per-test';
import { notificationsSeeder, SEED_REPORTS, seedNotificationsArea } from './notifications.seed';
import { createNotificationsTestApp, signIn } from './notifications.test-support';

const app = perTestDatabase(createNotificationsTestApp);

const count = (name: string) => app.db.collection(name).countDocuments();

describe('the notifications seeder', () => {
  it('posts a dozen demo reports by the three demo owners, again and again without duplicates', async () => {
    expect(notificationsSeeder.area).toBe('notifications');
    await notificationsSeeder.run(app.db);
    await seedNotificationsArea(app.db, createAuthFacade(app.db));
    expect(SEED_REPORTS).toHaveLength(12);
    expect(await count('pet_reports')).toBe(12);
    expect(await count('pet_report_comments')).toBe(5);
    expect(await count('pet_report_conversations')).toBe(2);
    expect(await count('report_alert_settings')).toBe(3);
    expect(await count('users')).toBe(3);
    // Running it twice stored each drawing once.
    expect(await count('images')).toBe(12);

    // A visitor's feed: the ten active reports, newest first.
    const res = await app.app.request('http://localhost/api/notifications/reports');
    const feed = PetReportList.parse(await res.json()).reports;
    expect(feed).toHaveLength(10);
    expect(feed[0]).toMatchObject({ petName: 'Luna', status: 'lost', reporterName: 'PetPal member' });
    // Every report has a picture of its own, stored through the image pipeline (no two the same).
    const photos = feed.map((report) => report.photo);
    expect(new Set(photos.map((photo) => photo?.id)).size).toBe(feed.length);
    for (const report of feed) {
      expect(report.photo?.widths).toEqual([320, 640]);
      expect(report.petPictureUrl).toBe(`/api/images/${report.photo!.id}/640`);
    }
    expect((await createImagesService(app.db).read(feed[0]!.photo!.id, 320)).format).toBe('webp');
    const luna = feed[0]!.id;
    const comments = ReportCommentList.parse(
      await (await app.app.request(`http://localhost/api/notifications/reports/${luna}/comments`)).json(),
    ).comments;
    expect(comments.map((c) => c.body)[0]).toMatch(/canal path/);

    // Someone else sees neither the owners' conversations nor a flood of alerts.
    const visitor = await signIn(app, app.db, 'visitor@example.com');
    const bruno = SEED_REPORTS[0]!.id;
    const conversations = ReportConversationList.parse(
      await (await visitor.send('GET', `/reports/${bruno}/conversations`)).json(),
    );
    expect(conversations.conversations).toEqual([]);
    expect(await count('notifications')).toBe(0);
  });
});
