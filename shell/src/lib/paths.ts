import type { SessionUser } from '@petpal/contracts';

type Visitor = SessionUser | null | undefined;

export const loginHref = '/login';

/** Pages that need an account send guests to /login instead. */
export function accountHref(href: string, user: Visitor): string {
  return user ? href : loginHref;
}

/** Home is the dashboard for signed-in users and the landing page for guests. */
export function homeHref(user: Visitor): string {
  return user ? '/dashboard' : '/';
}
