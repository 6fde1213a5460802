import type { NotificationsTestApp, TestUser } from '../notifications.test-support';

/** JSON requests to /api/messages<path> of a test app, as `user` (a guest without one). */
export function messagesRequester(app: Pick<NotificationsTestApp, 'app'>) {
  return (user: TestUser | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.app.request(`http://localhost/api/messages${path}`, {
      method,
      headers: {
        ...(user ? { Cookie: user.cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
