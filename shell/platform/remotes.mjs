// The one list of remotes (docs/decisions/055): the launcher, CI, ESLint, Storybook, the rspack configs and the
// shell's route table read it as it is, without a build. Adding a remote is one entry here plus its folder.
// Plain data and Node-free helpers only: the shell's bundle imports this file.

/** The shell's own port; every remote's port is the shell's plus its offset (portsFrom in launch.ts). */
export const shellPort = 8080;

export const remotes = /** @type {const} */ ([
  {
    /** Its package folder. */
    name: 'mfe-auth',
    /** Its Module Federation name: the key in /remotes.json and the single-spa application name. */
    federationName: 'mfe_auth',
    port: 8081,
    /** The area's name in the page title and in its fallback: "<area> is unavailable right now." */
    area: 'Accounts',
    /** The paths it owns: a prefix claims itself and everything below it. */
    routes: [
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
    exposes: { './lifecycles': './src/exposes/lifecycles.tsx' },
  },
  {
    name: 'mfe-vet',
    federationName: 'mfe_vet',
    port: 8082,
    area: 'Vet booking',
    // /dashboard/vet-practice: the vet's own screen; /widget/connect: the partner widget's sign-in popup.
    routes: ['/services/book-a-vet', '/dashboard/pet-visit-notes', '/dashboard/vet-practice', '/widget/connect'],
    exposes: {
      './lifecycles': './src/exposes/lifecycles.tsx',
      './upcoming-visits': './src/exposes/upcoming-visits.tsx',
      './vet-appointments': './src/exposes/vet-appointments.tsx',
    },
  },
  {
    name: 'mfe-care',
    federationName: 'mfe_care',
    port: 8083,
    area: 'Pet care',
    // /dashboard/{sitter,trainer,stylist}-practice: each care provider's own screen (profile, hours, requests).
    routes: [
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
    exposes: {
      './lifecycles': './src/exposes/lifecycles.tsx',
      './care-bookings': './src/exposes/care-bookings.tsx',
    },
  },
  {
    name: 'mfe-notifications',
    federationName: 'mfe_notifications',
    port: 8084,
    area: 'Pet reports',
    routes: ['/pet-reports', '/pet-report', '/messages'],
    exposes: {
      './lifecycles': './src/exposes/lifecycles.tsx',
      './pet-reports-card': './src/exposes/pet-reports-card.tsx',
      './bell': './src/exposes/bell.tsx',
      './alert-settings': './src/exposes/alert-settings.tsx',
    },
  },
  {
    name: 'mfe-community',
    federationName: 'mfe_community',
    port: 8085,
    area: 'Community',
    routes: ['/community', '/pawfectmatch', '/become-pet-parent', '/submit-pet-sale-adoption', '/todo'],
    exposes: {
      './lifecycles': './src/exposes/lifecycles.tsx',
      './todo-card': './src/exposes/todo-card.tsx',
    },
  },
  {
    name: 'mfe-shop',
    federationName: 'mfe_shop',
    port: 8086,
    area: 'Shop',
    // /payment-success and /payment-failure stay with mfe-auth's payments (docs/decisions/043).
    routes: [
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
    exposes: {
      './lifecycles': './src/exposes/lifecycles.tsx',
      './shop-card': './src/exposes/shop-card.tsx',
    },
  },
  {
    name: 'mfe-admin',
    federationName: 'mfe_admin',
    port: 8087,
    area: 'Admin',
    routes: ['/admin-dashboard'],
    exposes: { './lifecycles': './src/exposes/lifecycles.tsx' },
  },
]);

/**
 * The variable that points a remote at a deployed manifest, e.g. REMOTE_MFE_VET_URL (README, "Deploy").
 * @param {{ federationName: string }} remote
 */
export function remoteUrlVariable(remote) {
  return `REMOTE_${remote.federationName.toUpperCase()}_URL`;
}

/**
 * A remote's federated rspack options (design-system/build/federation.mjs) from its entry.
 * @param {string} name its package folder, e.g. mfe-vet
 * @param {string} dir the folder's absolute path
 */
export function remoteBuildOptions(name, dir) {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not in shell/platform/remotes.mjs`);
  return {
    name: remote.federationName,
    dir,
    port: remote.port,
    title: `PetPal · ${remote.area}`,
    exposes: remote.exposes,
  };
}
