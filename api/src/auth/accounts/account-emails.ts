import type { MailMessage } from '../../lib/mailer';

/** The sign-up confirmation email; `link` is `${origin}/verify-email?token=...`. */
export function verificationEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your PetPal account',
    text: [
      'Welcome to PetPal!',
      '',
      'Confirm your email address to finish creating your account:',
      '',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up for PetPal, ignore this email.',
    ].join('\n'),
  };
}

/** The password reset email; `link` is `${origin}/reset-password?token=...`. */
export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your PetPal password',
    text: [
      'We received a request to reset the password of your PetPal account.',
      '',
      'Choose a new password here:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour; asking again replaces it. If you did not ask for this,',
      'ignore this email: your password stays the same.',
    ].join('\n'),
  };
}
