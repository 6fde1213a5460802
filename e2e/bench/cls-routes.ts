import type { APIRequestContext } from 'playwright-core';
import { remotes } from '../../shell/platform/remotes.mjs';

/** Who opens a route: a guest, or a demo account of the seed (README, "Trying accounts locally"). */
export type Visitor =
  | 'guest'
  | 'owner1@petpal.demo'
  | 'vet1@petpal.demo'
  | 'sitter1@petpal.demo'
  | 'trainer1@petpal.demo'
  | 'stylist1@petpal.demo'
  | 'pharmacist@petpal.demo'
  | 'supplier@petpal.demo'
  | 'admin';

export interface ClsRoute {
  path: string;
  visitor: Visitor;
}

/** The seed's ids a route needs ({id} in the spec's route table), read from the API as a guest or owner would. */
export interface SeedIds {
  reportId: string;
  groupId: string;
  sitterId: string;
  trainerId: string;
  stylistId: string;
}

export async function seedIds(guest: APIRequestContext, owner: APIRequestContext): Promise<SeedIds> {
  const json = async (request: APIRequestContext, path: string) => {
    const response = await request.get(path);
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const { reports } = await json(guest, '/api/notifications/reports');
  const { groups } = await json(guest, '/api/community/groups');
  const { sitters } = await json(owner, '/api/care/sitters');
  const { trainers } = await json(owner, '/api/care/trainers');
  const { stylists } = await json(owner, '/api/care/stylists');
  return {
    reportId: reports[0].id,
    groupId: groups[0].id,
    sitterId: sitters[0].id,
    trainerId: trainers[0].id,
    stylistId: stylists[0].id,
  };
}

const owner = 'owner1@petpal.demo';

/**
 * Every route of the spec's route table (and the providers' and the admin's screens the shell's route table adds), each
 * as the visitor who would open it: a guest where a guest can, else the seed's owner or the provider it belongs to.
 */
export function clsRoutes({ reportId, groupId, sitterId, trainerId, stylistId }: SeedIds): ClsRoute[] {
  const guest = (...paths: string[]) => paths.map((path) => ({ path, visitor: 'guest' as const }));
  const as = (visitor: Visitor, ...paths: string[]) => paths.map((path) => ({ path, visitor }));
  return [
    ...guest(
      '/',
      '/login',
      '/signup',
      '/verify-email',
      '/reset-password',
      '/services',
      '/services/book-a-vet',
      '/emergency-services',
      '/emergency/clinics',
      '/pet-reports',
      `/pet-reports/${reportId}`,
      `/pet-report/${reportId}`,
      '/community',
      `/community/group/${groupId}`,
      '/pawfectmatch',
      '/become-pet-parent',
      '/merchandise',
      '/pharmacy',
      '/cart',
      '/about',
      '/contact',
      '/help-support',
      '/terms-of-service',
      '/privacy-statement',
      '/coming-soon',
      '/admin-login',
      '/dev/mailbox',
    ),
    ...as(
      owner,
      '/dashboard',
      '/dashboard/pet-visit-notes',
      '/pet-reports/create',
      '/pharmas-orders',
      '/services/book-pet-sitter',
      '/services/book-pet-sitter/form',
      '/services/book-pet-sitter/dog-walking',
      '/services/book-pet-sitter/day-care',
      '/services/book-pet-sitter/results',
      '/services/book-pet-sitter/legacy',
      '/services/book-a-trainer',
      // The provider pages with their booking calendar (decision 101; the old session step redirects there).
      `/services/book-a-trainer/trainer/${trainerId}`,
      '/services/book-a-stylist',
      `/services/book-a-stylist/stylist/${stylistId}`,
      `/sitter-profile/${sitterId}`,
      '/edit-profile',
      '/todo',
      '/appointments',
      // The inbox (decision 085): the owner's conversations with providers.
      '/messages',
      '/role-selection',
      '/community/post/new',
      '/checkout',
      '/insurance',
      '/payments',
      '/payment-success',
      '/payment-failure',
      '/profile/add-pet',
      '/profile/pet-owner',
      '/submit-pet-sale-adoption',
    ),
    ...as('vet1@petpal.demo', '/profile/veterinary', '/dashboard/vet-practice'),
    ...as('sitter1@petpal.demo', '/profile/pet-sitter', '/dashboard/sitter-practice'),
    ...as('trainer1@petpal.demo', '/profile/pet-trainer', '/dashboard/trainer-practice'),
    ...as('stylist1@petpal.demo', '/profile/pet-stylist', '/dashboard/stylist-practice'),
    ...as('pharmacist@petpal.demo', '/profile/pharmacist', '/dashboard/pharmacy-practice'),
    ...as('supplier@petpal.demo', '/profile/supplier', '/dashboard/supplier-products'),
    ...as('admin', '/admin-dashboard'),
  ];
}

/**
 * Prefixes of the shell's route table no route above opens (a new remote route must be added here). Left out on
 * purpose: /widget/connect, the partner widget's sign-in popup (not a page of the site), and /order-confirmation/{id},
 * which needs an order (the seed has none; checkout's own e2e journey reaches it).
 */
export function uncoveredPrefixes(routes: readonly ClsRoute[]): string[] {
  const skipped = ['/widget/connect', '/order-confirmation'];
  return remotes
    .flatMap((remote) => remote.routes as readonly string[])
    .filter((prefix) => !skipped.includes(prefix))
    .filter((prefix) => !routes.some(({ path }) => path === prefix || path.startsWith(`${prefix}/`)));
}
