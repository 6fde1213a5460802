import type { DataPort } from '../../data/port';
import type { Mailer } from '../../lib/mailer';
import { createPasswordHasher, type PasswordHasher } from '../../lib/password';
import { createIdentitiesRepository } from '../identities/identities.repository';
import type { SessionsService } from '../sessions/sessions.service';
import { createUsersRepository } from '../users/users.repository';
import { createEmailTokensRepository } from './email-tokens.repository';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

/** What the password services (accounts, password reset) are made of; tests replace the optional parts. */
export interface PasswordServiceDeps {
  db: DataPort;
  sessions: SessionsService;
  mailer: Mailer;
  hasher?: PasswordHasher;
  loginThrottle?: LoginThrottle;
  now?: () => Date;
}

/** `deps` with the defaults: argon2id, the real clock and login's own throttle. */
export function withPasswordDefaults({
  hasher = createPasswordHasher(),
  now = () => new Date(),
  ...deps
}: PasswordServiceDeps): Required<PasswordServiceDeps> {
  return { ...deps, hasher, now, loginThrottle: deps.loginThrottle ?? createLoginThrottle(deps.db, 'login', now) };
}

/** The account collections both password services read and write. */
export function accountRepositories(db: DataPort) {
  return {
    users: createUsersRepository(db),
    identities: createIdentitiesRepository(db),
    tokens: createEmailTokensRepository(db),
  };
}
