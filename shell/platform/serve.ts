import { startPlatform, portsFrom } from './launch';
import { serveEnv } from './serve-env';

const { port, remoteUrls } = serveEnv(process.env);
const platform = await startPlatform({ ports: portsFrom(port), remoteUrls });
console.log(`\nPetPal is running at ${platform.shellUrl}\n`);
for (const [name, remote] of Object.entries(platform.remotes)) console.log(`  ${name.padEnd(18)} ${remote.url}`);
console.log(`  ${'api'.padEnd(18)} ${platform.apiUrl} (also ${platform.shellUrl}/api)`);
console.log(`  ${'partner demo'.padEnd(18)} ${platform.partnerUrl} (the vet booking widget on another site)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.stop().then(() => process.exit(0));
  });
}
