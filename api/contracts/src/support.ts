/** The shell's contact form and help centre. */
import * as z from 'zod/mini';

/** A trimmed string between min and max characters, with the messages the form shows. */
function text(min: number, max: number, messages: { missing: string; tooLong: string; tooShort?: string }) {
  return z
    .string({ error: messages.missing })
    .check(
      z.trim(),
      z.minLength(min, min <= 1 ? messages.missing : (messages.tooShort ?? messages.missing)),
      z.maxLength(max, messages.tooLong),
    );
}

export const ContactMessageInput = z.strictObject({
  name: text(1, 100, { missing: 'Please enter your name.', tooLong: 'Name must be at most 100 characters.' }),
  email: z.pipe(
    text(1, 254, { missing: 'Please enter a valid email address.', tooLong: 'Please enter a valid email address.' }),
    z.email('Please enter a valid email address.'),
  ),
  subject: text(1, 150, { missing: 'Please enter a subject.', tooLong: 'Subject must be at most 150 characters.' }),
  message: text(10, 5000, {
    missing: 'Please enter a message.',
    tooShort: 'Message must be at least 10 characters.',
    tooLong: 'Message must be at most 5000 characters.',
  }),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const ContactMessageAccepted = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
  message: z.string(),
});
export type ContactMessageAccepted = z.infer<typeof ContactMessageAccepted>;

export const FaqItem = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof FaqItem>;

export const FaqList = z.object({ items: z.array(FaqItem) });
export type FaqList = z.infer<typeof FaqList>;
