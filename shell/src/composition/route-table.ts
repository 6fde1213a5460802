import { remotes } from '../../platform/remotes.mjs';

/** A remote's federation name (mfe_vet). */
export type RemoteName = (typeof remotes)[number]['federationName'];

export interface RemoteArea {
  name: RemoteName;
  /** Shown in the area's fallback: "<area> is unavailable right now." */
  area: string;
  prefixes: readonly string[];
}

/** Who owns which path, from the one list of remotes (shell/platform/remotes.mjs). A prefix claims itself and everything below it. */
export const remoteAreas: readonly RemoteArea[] = remotes.map(({ federationName, area, routes }) => ({
  name: federationName,
  area,
  prefixes: routes,
}));

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
