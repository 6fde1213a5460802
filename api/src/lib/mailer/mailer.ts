/** One message for one recipient: an email address, or later a phone number for SMS. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How the platform sends email (and, through the outbox, SMS). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
