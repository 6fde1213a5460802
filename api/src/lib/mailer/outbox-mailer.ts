import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox.repository';

/** Keeps every message in the outbox instead of delivering it (no SMTP_URL: development and tests). */
export function createOutboxMailer(outbox: OutboxRepository, now: () => Date = () => new Date()): Mailer {
  return {
    send: ({ to, subject, text }) => outbox.insert({ to, subject, text, createdAt: now() }),
  };
}
