/** Platform-wide shapes: roles, the session user, the one error body, health. */
import * as z from 'zod/mini';
import { ROLES } from './roles';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** A 24-hex-character document id, validated before it reaches a filter. */
export const ObjectIdString = z.string().check(z.regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.'));

/** Path parameter `:id`, validated before it reaches a filter. */
export const IdParams = z.strictObject({ id: ObjectIdString });

export const SessionUser = z.object({
  id: z.string(),
  /** Empty for an account that signs in by phone only. */
  email: z.union([z.email(), z.literal('')]),
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

/** GET /api/<area>/status: `ready` is false while the area has no features yet. */
export const AreaStatus = z.object({ area: z.string(), ready: z.boolean() });
export type AreaStatus = z.infer<typeof AreaStatus>;
