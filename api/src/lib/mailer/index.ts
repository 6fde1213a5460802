import type { DataPort } from '../../data/port';
import type { Env } from '../../env';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createOutboxRepository } from './outbox.repository';
import { createSmtpMailer } from './smtp-mailer';

export type { MailMessage, Mailer } from './mailer';
export { createOutboxRepository, OUTBOX_COLLECTION, type OutboxDoc, type OutboxRepository } from './outbox.repository';
export { createOutboxMailer } from './outbox-mailer';
export { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise the development outbox (served by GET /api/dev/outbox). */
export function createMailer(db: DataPort, env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(createOutboxRepository(db));
}
