import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiProxy } from './api-proxy';
import { apiNodeFlags, apiProgram, ensureApiBuilt, root } from './ensure.mjs';
import { startMapsStub } from './maps-stub';
import { startTileStub } from './tile-stub';
import { startLocalOidcProvider } from './oidc-provider/local-oidc-provider';
import { startPartnerDemo } from './partner-demo';
import { startPaymentStandIn } from './payment-stand-in/payment-stand-in';
import { manifestUrl, remoteRegistry } from './remote-registry';
import { guestScreens } from './guest-screens';
import { prerenderedPages, warmGuestScreens } from './prerendered-pages';
import { remotePreload } from './remote-preload';
import { remotes as remoteList, shellPort } from './remotes.mjs';
import { startStaticServer, type RunningServer } from './static-server';

/** A remote's federation name (mfe_vet), from the one list of remotes. */
export type RemoteName = (typeof remoteList)[number]['federationName'];

export interface PlatformPorts {
  shell: number;
  api: number;
  /** The partner demo site that embeds the vet booking widget (another origin). */
  partner: number;
  /** The payment stand-in: the card element and a Stripe-compatible API, on the provider's own origin. */
  payments: number;
  remotes: Record<RemoteName, number>;
}

export function portsFrom(base: number): PlatformPorts {
  return {
    shell: base,
    api: base + 10,
    partner: base + 30,
    payments: base + 40,
    // Each remote keeps its distance from the shell's port (8081, ... beside 8080; 9281, ... beside 9280).
    remotes: Object.fromEntries(
      remoteList.map((remote) => [remote.federationName, base + remote.port - shellPort]),
    ) as Record<RemoteName, number>,
  };
}

export interface PlatformOptions {
  ports: PlatformPorts;
  /** Extra environment for the API process (DATA_DIR, MONGODB_URI, NODE_ENV...). */
  apiEnv?: Record<string, string>;
  /** Manifest URL overrides by remote name (deploying a remote elsewhere). */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Where API output goes; inherit for `npm start`. */
  apiOutput?: 'inherit' | 'ignore';
}

export interface RemoteHandle {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RunningPlatform {
  shellUrl: string;
  apiUrl: string;
  /** The partner demo page (http://127.0.0.1:<partner port>/). */
  partnerUrl: string;
  remotes: Record<RemoteName, RemoteHandle>;
  stop(): Promise<void>;
}

// Generous: the API seeds the demo data (password hashes) before it answers, slow on a busy 2-core CI
// machine; an API that exits is reported at once, so only a hung start waits this long (decision 061).
async function waitForHealth(apiUrl: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${apiUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the API did not answer ${apiUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * The shell's /api proxy (api-proxy.ts) connects to the API at 127.0.0.1 (an API listening on :: sees
 * ::ffff:127.0.0.1, which matches too): its X-Forwarded-For is believed, a direct caller's is not.
 */
const SHELL_PROXY_ADDRESSES = '127.0.0.1,::1';

/**
 * The API's environment: an unset NODE_ENV means production to the API, so the launcher turns development
 * (the dev outbox, the demo data) on unless the caller or the environment names one (e2e runs as test).
 */
export function apiEnvironment(
  options: Pick<PlatformOptions, 'ports' | 'apiEnv'>,
  stubEnv: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const given = (name: string) => options.apiEnv?.[name] ?? env[name];
  const nodeEnv = given('NODE_ENV') || 'development';
  const trustProxy = [given('TRUST_PROXY'), SHELL_PROXY_ADDRESSES]
    .filter((value) => value && value !== 'false' && value !== '0')
    .join(',');
  return {
    ...env,
    PORT: String(options.ports.api),
    ...stubEnv,
    ...options.apiEnv,
    NODE_ENV: nodeEnv,
    SEED: given('SEED') || (nodeEnv === 'production' ? 'false' : 'true'),
    TRUST_PROXY: trustProxy,
  };
}

/** The compiled API (decision 060), rebuilt first when its sources changed, as `npm start` runs it in production. */
function startApi(options: PlatformOptions, stubEnv: Record<string, string>): ChildProcess {
  ensureApiBuilt();
  return spawn(process.execPath, [...apiNodeFlags(), apiProgram('server')], {
    cwd: path.join(root, 'api'),
    env: apiEnvironment(options, stubEnv),
    stdio: ['ignore', options.apiOutput ?? 'inherit', options.apiOutput ?? 'inherit'],
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the API, each remote on its own origin and the shell (which proxies /api) – the composed site. */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const apiUrl = `http://127.0.0.1:${options.ports.api}`;
  // No internet here: unless NOMINATIM_URL names a real maps service, reverse geocoding uses the local stand-in.
  const maps = options.apiEnv?.NOMINATIM_URL || process.env.NOMINATIM_URL ? null : await startMapsStub();
  // Map tiles likewise: unless TILE_URL names a tile server, the maps draw tiles from the local stand-in.
  const tiles = options.apiEnv?.TILE_URL || process.env.TILE_URL ? null : await startTileStub();
  // Likewise Google and Facebook: a provider the environment does not name is the local OpenID stand-in.
  const configured = (prefix: string) =>
    Boolean(options.apiEnv?.[`${prefix}_ISSUER`] || process.env[`${prefix}_ISSUER`]);
  const oidc =
    configured('GOOGLE') && configured('FACEBOOK')
      ? null
      : await startLocalOidcProvider({
          port: options.ports.shell + 20,
          siteOrigin: `http://localhost:${options.ports.shell}`,
        });
  const oidcEnv = Object.fromEntries(
    Object.entries(oidc?.env ?? {}).filter(([name]) => !configured(name.split('_')[0] ?? '')),
  );
  // Cards go to the payment stand-in (decision 051) unless the environment names a real Stripe account.
  const payments =
    options.apiEnv?.STRIPE_SECRET_KEY || process.env.STRIPE_SECRET_KEY
      ? null
      : await startPaymentStandIn({
          port: options.ports.payments,
          siteOrigins: [options.ports.shell, ...Object.values(options.ports.remotes)].map(
            (p) => `http://localhost:${p}`,
          ),
          stateFile: path.join(
            options.apiEnv?.DATA_DIR ?? process.env.DATA_DIR ?? path.join(root, 'api/data'),
            'payment-stand-in.json',
          ),
        });
  // The partner demo's origin is allow-listed beside any partners the environment names.
  const partnerOrigin = `http://127.0.0.1:${options.ports.partner}`;
  const corsOrigins = [options.apiEnv?.CORS_ORIGINS ?? process.env.CORS_ORIGINS, partnerOrigin]
    .filter(Boolean)
    .join(',');
  const api = startApi(options, {
    ...(maps ? { NOMINATIM_URL: maps.url } : {}),
    ...(tiles ? { TILE_URL: tiles.url } : {}),
    ...oidcEnv,
    ...payments?.env,
    CORS_ORIGINS: corsOrigins,
  });
  try {
    await waitForHealth(apiUrl, api);
  } catch (error) {
    await stopChild(api);
    await maps?.close();
    await tiles?.close();
    await oidc?.close();
    await payments?.close();
    throw error;
  }

  const remotes = {} as Record<RemoteName, RemoteHandle>;
  for (const { name: dir, federationName: name } of remoteList) {
    const port = options.ports.remotes[name];
    let server: RunningServer | null = null;
    const handle: RemoteHandle = {
      url: `http://localhost:${port}`,
      async start() {
        server ??= await startStaticServer({ root: path.join(root, dir, 'dist'), port, cors: true });
      },
      async stop() {
        await server?.close();
        server = null;
      },
    };
    await handle.start();
    remotes[name] = handle;
  }

  const locations = remoteList.map((remote) => ({
    remote,
    location: {
      name: remote.federationName,
      port: options.ports.remotes[remote.federationName],
      override: options.remoteUrls?.[remote.federationName],
    },
  }));
  const registry = remoteRegistry(locations.map(({ location }) => location));
  const preload = remotePreload(
    locations.map(({ remote, location }) => ({
      routes: remote.routes,
      manifestUrl: (request) => manifestUrl(location, request),
      manifestFile: location.override ? undefined : path.join(root, remote.name, 'dist/mf-manifest.json'),
    })),
  );
  const proxy = apiProxy(apiUrl);
  // A guest's first screen with the API's first answers (decision 113), from the API directly: no cookie forwarded.
  const localRemotes = locations.filter(({ location }) => !location.override).map(({ remote }) => remote.name);
  const serverModule = (name: string) => path.join(root, name, 'dist/first-screens.server.cjs');
  const answers = guestScreens({ apiOrigin: apiUrl, warm: localRemotes.map(serverModule) });
  const prerenderedAreas = locations
    .filter(({ location }) => !location.override)
    .map(({ remote }) => ({
      name: remote.federationName,
      firstScreensFile: path.join(root, remote.name, 'dist/first-screens.json'),
      withAnswers: { serverModule: serverModule(remote.name), remote: remote.name },
    }));
  // The API answers by now: its first answers and the worker's first renders are made before the first guest.
  await warmGuestScreens(prerenderedAreas, answers);
  const shell = await startStaticServer({
    root: path.join(root, 'shell/dist'),
    port: options.ports.shell,
    spa: true,
    // A remote's first screen arrives as HTML (decision 090) when its build is on this machine.
    pages: prerenderedPages(path.join(root, 'shell/dist/frame.html'), prerenderedAreas, answers),
    handle: async (request, response) =>
      (await registry(request, response)) || preload(request, response) || proxy(request, response),
  });
  const vetOrigin = options.remoteUrls?.mfe_vet
    ? new URL('.', options.remoteUrls.mfe_vet).href
    : `${remotes.mfe_vet.url}/`;
  const partner = await startPartnerDemo({
    port: options.ports.partner,
    petpalOrigin: `http://localhost:${options.ports.shell}`,
    widgetScriptUrl: new URL('widget/petpal-vet-booking.js', vetOrigin).href,
    apiUrl,
  });

  return {
    shellUrl: shell.url,
    apiUrl,
    partnerUrl: partner.url,
    remotes,
    async stop() {
      await partner.close();
      await shell.close();
      await answers.close();
      await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
      await stopChild(api);
      await maps?.close();
      await tiles?.close();
      await oidc?.close();
      await payments?.close();
    },
  };
}
