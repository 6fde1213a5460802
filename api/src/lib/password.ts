import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id cost parameters (memory in KiB). */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. What production uses. */
export const PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The package's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  /** A PHC string (`$argon2id$v=19$m=...`) with its own random salt. */
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash, never an exception. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification and answers false: used when there is no account, so the
   * response time does not tell whether an email is registered.
   */
  verifyNothing(password: string): Promise<false>;
}

/**
 * Hashes and checks passwords with argon2id. Tests may pass cheaper `params`; every hash records its
 * own parameters, so verification works whatever they were.
 */
export function createPasswordHasher(params: PasswordHashing = PASSWORD_HASHING): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params };
  let decoy: Promise<string> | undefined;
  const check = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNothing(password) {
      decoy ??= hash('no account has this password', options);
      await check(await decoy, password);
      return false;
    },
  };
}
