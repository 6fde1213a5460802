import type { StoredRole } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { createSessionsService } from '../sessions/sessions.service';
import { createUsersRepository, type UserDoc } from '../users/users.repository';

/** What `app.request` resolves relative paths against; writes must come from here. */
const ORIGIN = 'http://localhost';

interface App {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

function requester(app: App, headers: Record<string, string>) {
  return async (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { ...headers, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export interface Caller {
  user: UserDoc;
  /** Sends a request with this user's session cookie, as the user's own browser would. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

/** A guest's requests: same-origin JSON, no cookie. */
export function guest(app: App) {
  return requester(app, {});
}

/** A user (with `role` stored when given) signed in through a real session. */
export async function signIn(app: App, db: DataPort, email: string, role?: StoredRole): Promise<Caller> {
  const user = await createUsersRepository(db).insert({ email, phone: null, ...(role ? { role } : {}) });
  const { token } = await createSessionsService(db).create(user._id);
  return { user, send: requester(app, { Cookie: `${SESSION_COOKIE}=${token}` }) };
}
