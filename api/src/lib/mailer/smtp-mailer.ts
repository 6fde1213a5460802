import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** Delivers through an SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
