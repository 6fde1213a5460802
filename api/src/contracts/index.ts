/**
 * Schemas shared by the API and the remotes. Imports zod only (its tree-shakeable `zod/mini` form, so a
 * remote bundles only the validators it uses): the frontends import `@petpal/api/contracts`, never server code.
 */
import * as z from 'zod/mini';

export const Role = z.enum([
  'pet_owner',
  'veterinary_doctor',
  'pet_sitter',
  'pet_trainer',
  'pet_stylist',
  'pharmacist',
  'supplier',
  'none',
]);
export type Role = z.infer<typeof Role>;

/** A 24-hex-character document id, validated before it reaches a filter. */
export const ObjectIdString = z.string().check(z.regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.'));

export const SessionUser = z.object({
  id: z.string(),
  email: z.email(),
  role: Role,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: z.nullable(SessionUser) });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** What POST /api/auth/logout answers once the session is revoked. */
export const SignedOut = z.object({ signedOut: z.literal(true) });
export type SignedOut = z.infer<typeof SignedOut>;

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['embedded', 'mongodb']),
  areas: z.array(z.string()),
});
export type Health = z.infer<typeof Health>;

export const AreaStatus = z.object({ area: z.string(), ready: z.literal(true) });
export type AreaStatus = z.infer<typeof AreaStatus>;

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
