// Replaced at build time (rspack's DefinePlugin; vite and vitest define it too).
declare const process: { env: { NODE_ENV?: string } };

/** True in the bundles `npm start` and deployments serve; false in dev servers, tests and Storybook. */
export const isProductionBuild = process.env.NODE_ENV === 'production';
