// `npm start`: install, build what changed (the Storybook included), then serve the whole platform (the API
// seeds on start) and the built Storybook.
import { ensureBuilt, ensureInstalled, ensureStorybookBuilt, pnpm } from './ensure.mjs';

ensureInstalled();
ensureBuilt();
ensureStorybookBuilt();
pnpm(['--filter', '@petpal/platform', 'exec', 'tsx', 'serve.ts']);
