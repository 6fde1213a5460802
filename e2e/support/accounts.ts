import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** A fresh address per test and project, so runs and the desktop/mobile projects never collide. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${Date.now()}-${testInfo.project.name}-${testInfo.workerIndex}@example.com`.toLowerCase();
}

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The newest link to `pathname` emailed to `to`, read from the development outbox on the shell's origin and
 * returned as a path (the link's host is whatever the API was reached through).
 */
export async function emailedLink(request: APIRequestContext, to: string, pathname: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?${new URLSearchParams({ to })}`);
        expect(response.ok()).toBe(true);
        const { items } = (await response.json()) as { items: OutboxItem[] };
        for (const item of items) {
          for (const [match] of item.text.matchAll(/https?:\/\/\S+/g)) {
            const url = new URL(match);
            if (url.pathname === pathname) {
              link = `${url.pathname}${url.search}`;
              return link;
            }
          }
        }
        return undefined;
      },
      { message: `an email to ${to} with a ${pathname} link` },
    )
    .toBeTruthy();
  return link as string;
}

export interface TestAccount {
  email: string;
  password: string;
}

/** Confirms a new account for `email` through the API (the UI path has its own test). */
export async function confirmAccount(request: APIRequestContext, email: string, password: string) {
  const signup = await request.post('/api/auth/signup', { data: { email, password, confirmPassword: password } });
  expect(signup.status()).toBe(201);
  const link = await emailedLink(request, email, '/verify-email');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.ok()).toBe(true);
}

export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login form' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A new, confirmed account with a unique address. Sign-ups are rate-limited per address, so a spec makes
 * one per file and worker where it can, and signs in with `signIn` in each test.
 */
export async function createVerifiedAccount(request: APIRequestContext, prefix: string): Promise<TestAccount> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'whiskers-and-paws';
  await confirmAccount(request, email, password);
  return { email, password };
}

/** Signs in through the API; with a page's `request` the session cookie lands in that page's context. */
export async function signIn(request: APIRequestContext, { email, password }: TestAccount): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}
