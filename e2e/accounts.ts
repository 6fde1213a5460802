import { expect, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount as confirmedAccount } from './support/accounts';

export interface TestAccount {
  email: string;
  password: string;
}

/**
 * A new, confirmed account with a unique address. Sign-ups are rate-limited per address, so a spec makes
 * one per file and worker where it can, and signs in with `signIn` in each test.
 */
export async function createVerifiedAccount(request: APIRequestContext, prefix: string): Promise<TestAccount> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'whiskers-and-paws';
  await confirmedAccount(request, email, password);
  return { email, password };
}

/** Signs in through the API; with a page's `request` the session cookie lands in that page's context. */
export async function signIn(request: APIRequestContext, { email, password }: TestAccount): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}
