// `npm start`: install, build what changed, then serve the whole platform (the API seeds on start).
import { ensureBuilt, ensureInstalled, pnpm } from './ensure.mjs';

ensureInstalled();
ensureBuilt();
pnpm(['--filter', '@petpal/platform', 'exec', 'tsx', 'serve.ts']);
