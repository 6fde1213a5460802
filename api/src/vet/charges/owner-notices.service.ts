import type { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { Mailer } from '../../lib/mailer';
import type { NotificationsService } from '../../notifications';

export interface OwnerNotice {
  title: string;
  message: string;
  appointmentId: ObjectId;
}

export interface OwnerNoticesDeps {
  users: AuthFacade['users'];
  notifications: NotificationsService;
  mailer: Mailer;
}

/** A notification for the owner's bell (through the notifications area), plus an email when the account has one. */
export function createOwnerNotices({ users, notifications, mailer }: OwnerNoticesDeps) {
  return {
    async notify(userId: ObjectId, notice: OwnerNotice, now: Date): Promise<void> {
      await notifications.notify(
        userId,
        {
          type: 'appointment_payment',
          title: notice.title,
          message: notice.message,
          metadata: { appointmentId: notice.appointmentId.toHexString() },
        },
        now,
      );
      const user = await users.findById(userId);
      if (user?.email) await mailer.send({ to: user.email, subject: notice.title, text: notice.message });
    },
  };
}

export type OwnerNotices = ReturnType<typeof createOwnerNotices>;
