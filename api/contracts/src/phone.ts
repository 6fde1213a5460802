/** Phone sign-in with a one-time code sent by SMS (spec sections 2, 4, 5 and 8, word for word). */
import * as z from 'zod/mini';
import { SessionUser } from './platform';

/** Which page a sign-in started from: it decides the wording of the notices and where the user goes next. */
export const AuthMode = z.enum(['login', 'signup']);
export type AuthMode = z.infer<typeof AuthMode>;

export const PHONE_REQUIRED = 'Please enter your phone number';
export const PHONE_INVALID = 'Please enter a valid phone number with country code, e.g. +919876543210';
export const OTP_REQUIRED = 'Please enter the OTP';
export const OTP_LENGTH = 'The code has 6 digits';
/** The code is limited to 6 characters (spec section 5). */
export const OTP_LENGTH_MAX = 6;

/** An E.164 number; spaces, dashes, dots and brackets people type are dropped first. */
export const PhoneNumber = z.pipe(
  z.string({ error: PHONE_REQUIRED }).check(
    z.overwrite((value) => value.replace(/[\s\-().]/g, '')),
    z.minLength(1, PHONE_REQUIRED),
  ),
  z.string().check(z.regex(/^\+[1-9]\d{7,14}$/, PHONE_INVALID)),
);

export const OtpCode = z.pipe(
  z.string({ error: OTP_REQUIRED }).check(z.trim(), z.minLength(1, OTP_REQUIRED)),
  z.string().check(z.regex(/^\d{6}$/, OTP_LENGTH)),
);

export const PhoneSendInput = z.strictObject({ phone: PhoneNumber, mode: AuthMode });
export type PhoneSendInput = z.input<typeof PhoneSendInput>;
export const PhoneCodeSent = z.object({ sent: z.literal(true) });
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;

export const PhoneVerifyInput = z.strictObject({ phone: PhoneNumber, code: OtpCode, mode: AuthMode });
export type PhoneVerifyInput = z.input<typeof PhoneVerifyInput>;
/** A phone sign-in opened a session; isNewUser when the number had no account yet. */
export const PhoneSignedIn = z.object({ user: SessionUser, isNewUser: z.boolean() });
export type PhoneSignedIn = z.infer<typeof PhoneSignedIn>;
