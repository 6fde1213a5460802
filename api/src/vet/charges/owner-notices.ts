import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import type { Mailer } from '../../lib/mailer';
import { createUsersRepository } from '../../auth/users/users.repository';

export const NOTIFICATIONS_COLLECTION = 'notifications';

export interface OwnerNotice {
  title: string;
  message: string;
  appointmentId: ObjectId;
}

/** A notification for the user's bell, plus an email when the account has an address. */
export function createOwnerNotices(db: DataPort, mailer: Mailer) {
  const users = createUsersRepository(db);
  const notifications = db.collection(NOTIFICATIONS_COLLECTION);

  return {
    async notify(userId: ObjectId, notice: OwnerNotice, now: Date): Promise<void> {
      await notifications.insertOne({
        userId,
        type: 'appointment_payment',
        title: notice.title,
        message: notice.message,
        createdAt: now,
        metadata: { appointmentId: notice.appointmentId.toHexString() },
      });
      const user = await users.findById(userId);
      if (user?.email) await mailer.send({ to: user.email, subject: notice.title, text: notice.message });
    },
  };
}
