/**
 * Schemas shared by the API and the remotes. Imports zod only: the frontends
 * import `@petpal/api/contracts`, never server code.
 */
import { z } from 'zod'

export const Role = z.enum([
  'pet_owner',
  'veterinary_doctor',
  'pet_sitter',
  'pet_trainer',
  'pet_stylist',
  'pharmacist',
  'supplier',
  'none',
])
export type Role = z.infer<typeof Role>

/** A 24-hex-character document id, validated before it reaches a filter. */
export const ObjectIdString = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.')

export const SessionUser = z.object({
  id: z.string(),
  email: z.email(),
  role: Role,
})
export type SessionUser = z.infer<typeof SessionUser>

export const SessionResponse = z.object({ user: SessionUser.nullable() })
export type SessionResponse = z.infer<typeof SessionResponse>

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const Health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['embedded', 'mongodb']),
  areas: z.array(z.string()),
})
export type Health = z.infer<typeof Health>

export const AreaStatus = z.object({ area: z.string(), ready: z.literal(true) })
export type AreaStatus = z.infer<typeof AreaStatus>

export const ContactMessageInput = z.strictObject({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(150, 'Subject must be at most 150 characters.'),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5000 characters.'),
})
export type ContactMessageInput = z.input<typeof ContactMessageInput>

export const ContactMessageAccepted = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
  message: z.string(),
})
export type ContactMessageAccepted = z.infer<typeof ContactMessageAccepted>

export const FaqItem = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
})
export type FaqItem = z.infer<typeof FaqItem>

export const FaqList = z.object({ items: z.array(FaqItem) })
export type FaqList = z.infer<typeof FaqList>
