import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { sharedExports } from './design-system/build/shared-exports.mjs';

const remotes = ['mfe-auth', 'mfe-vet', 'mfe-care', 'mfe-notifications', 'mfe-community'];

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
const apiLibraries = ['scheduling'];
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
  ...remotes.map((remote) =>
    boundaries(
      [`${remote}/**/*.{ts,tsx,js,mjs}`],
      [{ group: ['@petpal/shell', '@petpal/shell/*', '**/shell/**'], message: 'Remotes never import the shell.' }],
    ),
  ),
  boundaries(['shell/src/**/*.{ts,tsx}']),
  boundaries(
    ['design-system/src/**/*.{ts,tsx}'],
    [{ group: ['@petpal/shell', '@petpal/shell/*'], message: 'The design system depends on nothing above it.' }],
  ),
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
);
