import type { MailMessage } from '../../lib/mailer';

/**
 * The email an owner gets when an Autoship occurrence was not ordered (out of stock, or declined and
 * paused). The bell has no shop type (docs/decisions/041), so the shop writes through the mailer.
 */
export function autoshipNoticeMail(input: { to: string; productName: string; message: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your PetPal Autoship of ${input.productName}`,
    text: [
      'Hello,',
      '',
      input.message,
      '',
      'You can see and change your Autoship under Orders in the PetPal shop.',
      '',
      'The PetPal shop',
    ].join('\n'),
  };
}
