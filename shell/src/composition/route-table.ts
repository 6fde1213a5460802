/** Who owns which path (DESIGN.md, route ownership). A prefix claims itself and everything below it. */
export type RemoteName =
  'mfe_auth' | 'mfe_vet' | 'mfe_care' | 'mfe_notifications' | 'mfe_community' | 'mfe_shop' | 'mfe_admin';

export interface RemoteArea {
  name: RemoteName;
  /** Shown in the area's fallback: "<area> is unavailable right now." */
  area: string;
  prefixes: readonly string[];
}

export const remoteAreas: readonly RemoteArea[] = [
  {
    name: 'mfe_auth',
    area: 'Accounts',
    prefixes: [
      '/login',
      '/signup',
      '/verify-email',
      '/reset-password',
      '/role-selection',
      '/edit-profile',
      '/profile',
      '/payments',
      '/payment-success',
      '/payment-failure',
      '/admin-login',
      '/dev/mailbox',
    ],
  },
  {
    name: 'mfe_vet',
    area: 'Vet booking',
    // /dashboard/vet-practice: the vet's own screen; /widget/connect: the partner widget's sign-in popup.
    prefixes: ['/services/book-a-vet', '/dashboard/pet-visit-notes', '/dashboard/vet-practice', '/widget/connect'],
  },
  {
    name: 'mfe_care',
    area: 'Pet care',
    // /dashboard/{sitter,trainer,stylist}-practice: each care provider's own screen (profile, hours, requests).
    prefixes: [
      '/services/book-pet-sitter',
      '/sitter-profile',
      '/services/book-a-trainer',
      '/services/book-a-stylist',
      '/emergency-services',
      '/emergency',
      '/dashboard/sitter-practice',
      '/dashboard/trainer-practice',
      '/dashboard/stylist-practice',
    ],
  },
  { name: 'mfe_notifications', area: 'Pet reports', prefixes: ['/pet-reports', '/pet-report'] },
  {
    name: 'mfe_community',
    area: 'Community',
    prefixes: ['/community', '/pawfectmatch', '/become-pet-parent', '/submit-pet-sale-adoption', '/todo'],
  },
  {
    name: 'mfe_shop',
    area: 'Shop',
    // /payment-success and /payment-failure stay with mfe-auth's payments (docs/decisions/043).
    prefixes: [
      '/merchandise',
      '/pharmacy',
      '/cart',
      '/checkout',
      '/order-confirmation',
      '/pharmas-orders',
      '/insurance',
      '/dashboard/pharmacy-practice',
      '/dashboard/supplier-products',
    ],
  },
  { name: 'mfe_admin', area: 'Admin', prefixes: ['/admin-dashboard'] },
];

/** Pages the shell renders itself, matched exactly. */
export const shellPages = [
  '/',
  '/services',
  '/dashboard',
  '/appointments',
  '/about',
  '/contact',
  '/help-support',
  '/terms-of-service',
  '/privacy-statement',
  '/coming-soon',
] as const;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function matchesPrefix(pathname: string, prefix: string): boolean {
  const path = normalise(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The landing page, the one page a first visit usually sees (its own application, prerendered). */
export function isLandingPage(pathname: string): boolean {
  return normalise(pathname) === '/';
}

export function isShellPage(pathname: string): boolean {
  const path = normalise(pathname);
  return (shellPages as readonly string[]).includes(path);
}

export function remoteFor(pathname: string): RemoteArea | undefined {
  return remoteAreas.find((remote) => remote.prefixes.some((prefix) => matchesPrefix(pathname, prefix)));
}

/** Unknown paths are those nobody claims: the shell sends them home. */
export function isClaimed(pathname: string): boolean {
  return isShellPage(pathname) || remoteFor(pathname) !== undefined;
}
