// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import storybook from '../../design-system/.storybook/main';
import { remoteAreas } from '../src/composition/route-table';
import { federatedPackages, root } from './ensure.mjs';
import { portsFrom } from './launch';
import { remoteUrlVariable, remotes, shellPort } from './remotes.mjs';
import { serveEnv } from './serve-env';

const names = remotes.map((remote) => remote.name);

describe('the one list of remotes', () => {
  it('names each remote once, its federation name its folder with underscores, on a port of its own', () => {
    expect(new Set(names).size).toBe(remotes.length);
    for (const remote of remotes) expect(remote.federationName).toBe(remote.name.replaceAll('-', '_'));
    const ports = remotes.map((remote) => remote.port);
    expect(new Set([shellPort, ...ports]).size).toBe(remotes.length + 1);
    // Ports beside the shell's: 10 above it is the API's (portsFrom).
    for (const port of ports) expect(port - shellPort).toBeGreaterThan(0);
    for (const port of ports) expect(port - shellPort).toBeLessThan(10);
  });

  it('is every mfe-* folder of the workspace, each exposing files that exist', () => {
    const folders = readdirSync(root).filter((entry) => entry.startsWith('mfe-'));
    expect(names.toSorted()).toEqual(folders.toSorted());
    for (const remote of remotes) {
      expect(Object.keys(remote.exposes)).toContain('./lifecycles');
      for (const file of Object.values(remote.exposes))
        expect(existsSync(path.join(root, remote.name, file))).toBe(true);
    }
  });

  it('gives each path to one remote at most', () => {
    const routes = remotes.flatMap((remote) => remote.routes);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('every place derived from the list agrees with it', () => {
  it("the shell's route table", () => {
    expect(remoteAreas.map((area) => [area.name, area.prefixes])).toEqual(
      remotes.map((remote) => [remote.federationName, remote.routes]),
    );
  });

  it('the launcher and CI build and test every remote, each on its port', () => {
    expect(federatedPackages).toEqual(['shell', ...names]);
    expect(portsFrom(shellPort).remotes).toEqual(
      Object.fromEntries(remotes.map((remote) => [remote.federationName, remote.port])),
    );
  });

  it.each(remotes)("$name's rspack config builds it under its federation name, port and exposes", async (remote) => {
    const { default: config } = await import(path.join(root, remote.name, 'rspack.config.mjs'));
    expect(config.output.uniqueName).toBe(remote.federationName);
    expect(config.devServer.port).toBe(remote.port);
    const federation = config.plugins.find((plugin: object) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation?._options).toMatchObject({ name: remote.federationName, exposes: remote.exposes });
  });

  it('`npm start` takes a REMOTE_*_URL for every remote', () => {
    const env = Object.fromEntries(
      remotes.map((remote) => [remoteUrlVariable(remote), `https://cdn.example.com/${remote.name}/mf-manifest.json`]),
    );
    expect(serveEnv(env).remoteUrls).toEqual(
      Object.fromEntries(
        remotes.map((remote) => [remote.federationName, `https://cdn.example.com/${remote.name}/mf-manifest.json`]),
      ),
    );
    expect(serveEnv({}).remoteUrls).toEqual({});
    expect(() => serveEnv({ REMOTE_MFE_ADMIN_URL: 'not a url' })).toThrow('REMOTE_MFE_ADMIN_URL');
  });

  it("README's deploy section names every REMOTE_*_URL variable and no other", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const named = new Set(readme.match(/REMOTE_[A-Z_]+_URL/g));
    expect([...named].toSorted()).toEqual(remotes.map(remoteUrlVariable).toSorted());
  });

  it("Storybook collects every remote's stories", () => {
    for (const remote of remotes) expect(storybook.stories).toContain(`../../${remote.name}/src/**/*.stories.tsx`);
  });

  it('ESLint holds every remote to the boundaries, the feature zones and the cycle check', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const remote of remotes) {
      const config = await eslint.calculateConfigForFile(path.join(root, remote.name, 'src/features/x/y.ts'));
      expect(config.rules['@typescript-eslint/no-restricted-imports']?.[0]).toBe(2);
      expect(config.rules['import-x/no-restricted-paths']?.[0]).toBeGreaterThan(0);
      expect(config.rules['import-x/no-cycle']?.[0]).toBeGreaterThan(0);
    }
  });
});
