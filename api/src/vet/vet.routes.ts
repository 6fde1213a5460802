import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';

/** Vet search, availability and booking. Features arrive in later issues; the module mounts now. */
export function createVetRoutes() {
  return new Hono<AppEnv>().get('/status', (c) => {
    const body: AreaStatus = { area: 'vet', ready: true };
    return c.json(body);
  });
}
