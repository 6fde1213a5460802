import { z } from 'zod';
import { portsFrom, remotePackages, startPlatform, type RemoteName } from './launch';

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  REMOTE_MFE_AUTH_URL: z.url().optional(),
  REMOTE_MFE_VET_URL: z.url().optional(),
  REMOTE_MFE_CARE_URL: z.url().optional(),
  REMOTE_MFE_NOTIFICATIONS_URL: z.url().optional(),
  REMOTE_MFE_COMMUNITY_URL: z.url().optional(),
});

const env = Env.parse(process.env);
const remoteUrls = Object.fromEntries(
  (Object.keys(remotePackages) as RemoteName[]).flatMap((name) => {
    const url = env[`REMOTE_${name.toUpperCase()}_URL` as keyof typeof env];
    return typeof url === 'string' ? [[name, url]] : [];
  }),
);

const platform = await startPlatform({ ports: portsFrom(env.PORT), remoteUrls });
console.log(`\nPetPal is running at ${platform.shellUrl}\n`);
for (const [name, remote] of Object.entries(platform.remotes)) console.log(`  ${name.padEnd(18)} ${remote.url}`);
console.log(`  ${'api'.padEnd(18)} ${platform.apiUrl} (also ${platform.shellUrl}/api)`);
console.log(`  ${'partner demo'.padEnd(18)} ${platform.partnerUrl} (the vet booking widget on another site)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.stop().then(() => process.exit(0));
  });
}
