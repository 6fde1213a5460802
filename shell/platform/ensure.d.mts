import type { SpawnSyncOptions } from 'node:child_process';

export const root: string;
export const federatedPackages: string[];
export function pnpmCommand(): string[];
export function run(command: string, args: string[], options?: SpawnSyncOptions): void;
export function pnpm(args: string[], options?: SpawnSyncOptions): void;
export function ensureInstalled(): void;
export function apiProgram(name: 'server' | 'seed' | 'ledger-check' | 'admin-create'): string;
export function apiNodeFlags(): string[];
export function ensureApiBuilt(): void;
export function ensureBuilt(): void;
export const storybookDir: string;
export function ensureStorybookBuilt(): void;
