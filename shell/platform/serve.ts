import { existsSync } from 'node:fs';
import { storybookDir } from './ensure.mjs';
import { startPlatform, portsFrom } from './launch';
import { serveEnv } from './serve-env';
import { startStaticServer } from './static-server';

/** The built Storybook is served beside the site, 50 ports above it (8130 beside 8080). */
const storybookOffset = 50;

const { port, remoteUrls } = serveEnv(process.env);
const platform = await startPlatform({ ports: portsFrom(port), remoteUrls });
const storybook = existsSync(storybookDir)
  ? await startStaticServer({ root: storybookDir, port: port + storybookOffset })
  : null;
console.log(`\nPetPal is running at ${platform.shellUrl}\n`);
for (const [name, remote] of Object.entries(platform.remotes)) console.log(`  ${name.padEnd(18)} ${remote.url}`);
console.log(`  ${'api'.padEnd(18)} ${platform.apiUrl} (also ${platform.shellUrl}/api)`);
console.log(`  ${'partner demo'.padEnd(18)} ${platform.partnerUrl} (the vet booking widget on another site)`);
if (storybook)
  console.log(`  ${'storybook'.padEnd(18)} ${storybook.url} (the design system and every remote's screens)`);
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([platform.stop(), storybook?.close()]).then(() => process.exit(0));
  });
}
