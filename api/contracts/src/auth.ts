/** Accounts: sign-up, email verification, sign-in, password reset (spec sections 5 and 8, word for word). */
import * as z from 'zod/mini';
import { SessionUser } from './platform';

/** A trimmed, lower-cased email; `message` is the spec's wording for the form it belongs to. */
function emailField(message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.maxLength(254, message)),
    z.email(message),
  );
}

const passwordTooShort = 'Password must be at least 6 characters';
const password = z
  .string({ error: passwordTooShort })
  .check(z.minLength(6, passwordTooShort), z.maxLength(256, 'Password must be at most 256 characters'));

/** A 256-bit token as sent in an email link: 64 hex characters; `message` is what a malformed one hears. */
function emailToken(message: string) {
  return z.string({ error: message }).check(z.regex(/^[a-f0-9]{64}$/, message));
}

/** A password reset link's token. */
export const EmailToken = emailToken('Invalid or expired reset link. Please request a new one.');

export const LoginInput = z.strictObject({
  email: emailField('Please enter a valid email'),
  password,
});
export type LoginInput = z.input<typeof LoginInput>;

export const SignupInput = z
  .strictObject({
    email: emailField('Please enter a valid email'),
    password,
    confirmPassword: password,
  })
  .check(
    z.refine((input) => input.password === input.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type SignupInput = z.input<typeof SignupInput>;

/** Email sign-up never opens a session: the account waits for its email to be confirmed. */
export const SignupAccepted = z.object({ status: z.literal('pending_verification'), email: z.string() });
export type SignupAccepted = z.infer<typeof SignupAccepted>;

export const VerifyEmailInput = z.strictObject({
  token: emailToken(
    'This confirmation link has expired or was already used. Please sign up again or request a new link.',
  ),
});
export const EmailVerified = z.object({ verified: z.literal(true), email: z.string() });
export type EmailVerified = z.infer<typeof EmailVerified>;

/**
 * complete: profile and role record exist ("Login successful! Welcome back to PetPal.");
 * role_record_missing: a role but no role record ("Welcome back! Please complete your profile setup.");
 * none: no profile or role yet ("Welcome! Please complete your profile setup.", then /role-selection).
 */
export const ProfileStatus = z.enum(['complete', 'role_record_missing', 'none']);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

export const SignedIn = z.object({ user: SessionUser, profile: ProfileStatus });
export type SignedIn = z.infer<typeof SignedIn>;

export const PasswordResetRequestInput = z.strictObject({ email: emailField('Please enter a valid email address') });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestInput>;
export const PasswordResetRequested = z.object({ sent: z.literal(true) });

export const PasswordResetCheckInput = z.strictObject({ token: EmailToken });
export const PasswordResetValid = z.object({ valid: z.literal(true) });

export const PasswordResetInput = z.strictObject({ token: EmailToken, password, confirmPassword: z.string() }).check(
  z.refine((input) => input.password === input.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  }),
);
export type PasswordResetInput = z.input<typeof PasswordResetInput>;
export const PasswordUpdated = z.object({ updated: z.literal(true) });

/** Development outbox (no SMTP_URL): every email and SMS the platform would have sent. */
export const OutboxItem = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;
export const OutboxList = z.object({ items: z.array(OutboxItem) });
export type OutboxList = z.infer<typeof OutboxList>;

export const OutboxQuery = z.strictObject({
  to: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320))),
});
export type OutboxQuery = z.input<typeof OutboxQuery>;

/** Admin sign-in (/admin-login): admin accounts are separate from users. */
export const AdminLoginInput = z.strictObject({
  email: emailField('Please enter a valid email'),
  password: z
    .string({ error: 'Please enter your password' })
    .check(z.minLength(1, 'Please enter your password'), z.maxLength(256, 'Password must be at most 256 characters')),
});
export type AdminLoginInput = z.input<typeof AdminLoginInput>;
export const Admin = z.object({ email: z.string() });
export type Admin = z.infer<typeof Admin>;
export const AdminSignedIn = z.object({ admin: Admin });
export type AdminSignedIn = z.infer<typeof AdminSignedIn>;
export const AdminSession = z.object({ admin: z.nullable(Admin) });
export type AdminSession = z.infer<typeof AdminSession>;
