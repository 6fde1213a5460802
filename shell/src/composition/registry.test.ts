import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isRemoteRegistry } from './registry';

/** The registry's format as the zod schema the shell used to parse it with. */
const RemoteRegistry = z.record(z.string(), z.url());

const answers: [name: string, answer: unknown][] = [
  [
    'the local registry',
    { mfe_auth: 'http://localhost:8081/mf-manifest.json', mfe_vet: 'http://localhost:8082/mf-manifest.json' },
  ],
  ['a CDN entry', { mfe_vet: 'https://cdn.example.com/mfe-vet/2026-11-22/mf-manifest.json' }],
  ['no remotes', {}],
  ['a relative path', { mfe_vet: '/mfe-vet/mf-manifest.json' }],
  ['plain words', { mfe_vet: 'not a url' }],
  ['a number', { mfe_vet: 8082 }],
  ['null', null],
  ['an array', ['http://localhost:8081/mf-manifest.json']],
  ['a string', 'http://localhost:8081/mf-manifest.json'],
];

describe('isRemoteRegistry', () => {
  it.each(answers)('agrees with the schema on %s', (_name, answer) => {
    expect(isRemoteRegistry(answer)).toBe(RemoteRegistry.safeParse(answer).success);
  });
});
