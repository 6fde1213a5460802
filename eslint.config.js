import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { sharedExports } from './design-system/build/shared-exports.mjs';
import { remotes as remoteList } from './shell/platform/remotes.mjs';

/** Every remote, from the one list (shell/platform/remotes.mjs): each is held to the same boundaries and zones. */
const remotes = remoteList.map((remote) => remote.name);

const featureZoneMessage =
  'A feature never imports another feature: move what both use to src/lib or src/ui (docs/decisions/055).';

/** Zones inside a package's src: features never import each other; app -> features -> lib/ui, one way only. */
function zonesOf(pkg) {
  const src = `./${pkg}/src`;
  const featuresDir = path.join(import.meta.dirname, pkg, 'src/features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return [
    ...features.map(({ name }) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: featureZoneMessage,
    })),
    {
      target: `${src}/features`,
      from: [`${src}/app`, `${src}/exposes`],
      message: 'Features never import the app or the exposes: those compose features.',
    },
    {
      target: [`${src}/lib`, `${src}/ui`],
      from: [`${src}/features`, `${src}/app`, `${src}/exposes`],
      message: 'src/lib and src/ui are shared below the features: they never import features, the app or exposes.',
    },
  ];
}

/** The design system's own layers: tokens are the floor and import nothing else of the package. */
const designSystemZones = [
  {
    target: './design-system/src/tokens',
    from: './design-system/src',
    except: ['./tokens'],
    message: 'Tokens are the bottom layer of the design system: they import nothing else from it.',
  },
];

function zones(pkg, extraZones = []) {
  return {
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...zonesOf(pkg), ...extraZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

const noOtherRemotes = remotes.flatMap((remote) => [`@petpal/${remote}`, `@petpal/${remote}/*`, `**/${remote}/**`]);
const noServerCode = {
  regex: '^@petpal/api(/|$)|/api/src/',
  message: 'Frontends import @petpal/contracts (the schemas and shared rules), never the API package or server code.',
};

/** API areas: each has one public facade (its index.ts); other areas and the app import only that. */
const apiAreas = [
  'auth',
  'vet',
  'care',
  'notifications',
  'community',
  'support',
  'payments',
  'shop',
  'admin',
  'insurance',
];
const throughFacadesOf = (areas) => ({
  regex: `^\\.{1,2}/(\\.\\./)*(${areas.join('|')})/`,
  message:
    "Another API area is reached only through its facade (import '../<area>', its index.ts), never its repositories or other files.",
});
/** Shared API libraries that, unlike `lib/`, are one module with a facade of their own (decision 059). */
const apiLibraries = ['scheduling', 'images'];
const throughFacades = throughFacadesOf([...apiAreas, ...apiLibraries]);
const noFrontendInApi = {
  group: ['@petpal/*', '!@petpal/api', '!@petpal/contracts', '!@petpal/contracts/*', '**/shell/**', ...noOtherRemotes],
  message: 'The API never imports frontend code.',
};

function boundaries(files, extra = []) {
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: Object.entries(sharedExports).map(([name, allowImportNames]) => ({
            name,
            allowImportNames,
            allowTypeImports: true,
            message: 'Only the exports listed in design-system/build/shared-exports.mjs exist in the shared copy.',
          })),
          patterns: [
            {
              group: noOtherRemotes,
              message: 'A package never imports a remote: compose at run time through the shell.',
            },
            noServerCode,
            {
              regex: '^zod$',
              message: 'Frontend code imports zod/mini (docs/decisions/007), which bundles only what it uses.',
            },
            ...extra,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      'api/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  {
    files: ['**/*.config.{js,mjs,ts}', '**/.storybook/**', '**/*.stories.tsx', 'e2e/global-setup.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  ...remotes.map((remote) => ({
    ...boundaries(
      [`${remote}/**/*.{ts,tsx,js,mjs}`],
      [{ group: ['@petpal/shell', '@petpal/shell/*', '**/shell/**'], message: 'Remotes never import the shell.' }],
    ),
    // The build config reads the remote's port and exposes from the one list, in the shell's platform folder.
    ignores: [`${remote}/rspack.config.mjs`],
  })),
  boundaries(['shell/src/**/*.{ts,tsx}']),
  boundaries(
    ['design-system/src/**/*.{ts,tsx}'],
    [{ group: ['@petpal/shell', '@petpal/shell/*'], message: 'The design system depends on nothing above it.' }],
  ),
  {
    files: ['{shell,design-system,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
    },
  },
  ...remotes.map((remote) => zones(remote)),
  zones('shell'),
  zones('design-system', designSystemZones),
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noFrontendInApi, throughFacades],
        },
      ],
    },
  },
  {
    // Inside auth, `admin/` is auth's own admin sign-in folder (auth/admin/), not the admin area.
    files: ['api/src/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noFrontendInApi,
            throughFacadesOf([...apiAreas.filter((area) => area !== 'admin'), ...apiLibraries]),
          ],
        },
      ],
    },
  },
  {
    files: ['api/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/mini)?$|\\./)', message: 'Contracts import nothing but zod.' }] },
      ],
    },
  },
  {
    // An area's contracts folder (contracts/care/) may also use the shared contracts one level up.
    files: ['api/contracts/src/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/mini)?$|\\./|\\.\\./[^./]+$)',
              message: 'Contracts import nothing but zod and contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Stories share one page (decision 103): jotai's default store would carry one story's state into the next.
    files: ['**/*.stories.tsx', 'design-system/src/test-utils/**/*.{ts,tsx}', '**/.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='getDefaultStore']",
          message:
            'Stories run in one page (decision 103): use the preview store or storyStore(), never getDefaultStore().',
        },
      ],
    },
  },
);
