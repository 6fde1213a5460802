// `npm run <task>` for tasks that need the workspace installed first.
import { ensureApiBuilt, ensureBuilt, ensureInstalled, pnpm } from './ensure.mjs';

// Seeding and creating an admin are development commands: the API's environment is production when unset.
const development = { env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' } };

/** The API's CLIs run compiled, like the API itself (decision 060). */
function apiTask(script) {
  ensureApiBuilt();
  pnpm(['--filter', '@petpal/api', 'run', script, '--', ...process.argv.slice(3)], development);
}

const tasks = {
  bench: () => {
    ensureBuilt();
    pnpm(['--filter', '@petpal/e2e', 'run', 'bench', ...process.argv.slice(3)]);
  },
  seed: () => apiTask('seed'),
  'admin:create': () => apiTask('admin:create'),
  storybook: () => pnpm(['--filter', '@petpal/design-system', 'run', 'storybook']),
};

const task = tasks[process.argv[2]];
if (!task) {
  console.error(`usage: node shell/platform/run.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
ensureInstalled();
task();
