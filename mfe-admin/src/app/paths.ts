/** The routes this remote owns (DESIGN.md: mfe-admin; sign-in stays at mfe-auth's /admin-login). */
export const paths = {
  /** One page of tabs (`?tab=`): users, providers, flags, messages, reports, orders, audit. */
  adminDashboard: '/admin-dashboard',
} as const;
