import type { MailMessage } from '../../lib/mailer';

/** The SMS carrying a sign-in code (the outbox keeps it in development: to = the phone number). */
export function verificationSms(phone: string, code: string): MailMessage {
  return {
    to: phone,
    subject: 'PetPal verification code',
    text: `Your PetPal code is ${code}. It expires in 5 minutes.`,
  };
}
