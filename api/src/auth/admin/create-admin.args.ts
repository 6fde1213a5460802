import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT } from './admin.service';

export const CREATE_ADMIN_USAGE =
  'usage: npm run admin:create -- --email admin@example.com --password <12+ characters>';

const adminFields = {
  email: z.pipe(
    z.string({ error: '--email is required' }).check(z.trim(), z.toLowerCase()),
    z.email('--email must be an email address'),
  ),
  password: z
    .string({ error: '--password is required' })
    .check(z.minLength(ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT), z.maxLength(256, '--password is too long')),
};
const Args = z.object(adminFields);

/** POST /api/auth/admin/bootstrap: the CLI's request to a running API (docs/decisions/052). */
export const AdminBootstrapInput = z.strictObject({
  token: z.string({ error: 'token is required' }).check(z.minLength(1, 'token is required'), z.maxLength(200)),
  ...adminFields,
});

/** `--email x --password y` (a bare `--` from npm/pnpm is ignored) -> the admin to create, or an error line. */
export function parseCreateAdminArgs(argv: readonly string[]): { email: string; password: string } | { error: string } {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const parsed = Args.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('\n') };
  return parsed.data;
}
