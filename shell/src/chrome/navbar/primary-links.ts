import type { SessionUser } from '@petpal/contracts';
import { homeHref } from '../../lib/paths';

export interface PrimaryLink {
  label: string;
  to: string;
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

/** The navbar's page links, in order; Payments only for signed-in users. */
export function primaryLinks(user: SessionUser | null | undefined): PrimaryLink[] {
  return [
    { label: 'Home', to: homeHref(user), end: true },
    { label: 'Community', to: '/community' },
    ...(user ? [{ label: 'Payments', to: '/payments' }] : []),
    { label: 'About', to: '/about' },
    { label: 'Help & Support', to: '/help-support' },
  ];
}
