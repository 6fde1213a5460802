import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { sessionUserId } from '../session-user';
import type { LiveService } from './live.service';

/** GET /stream: the signed-in user's notifications as Server-Sent Events (EventSource reconnects by itself). */
export function createLiveRoutes(live: LiveService) {
  return new Hono<AppEnv>().get('/stream', requireUser, (c) => {
    const userId = sessionUserId(c.get('user'));
    const lastEventId = c.req.header('Last-Event-ID');
    const response = streamSSE(c, async (stream) => {
      // Ends when the browser goes away (abort) or the service drops a stuck connection (close).
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      stream.onAbort(end);
      const close = await live.open(
        userId,
        {
          write: (chunk) => stream.write(chunk),
          close: end,
        },
        lastEventId,
      );
      await ended;
      close();
    });
    // no-transform: a compressing proxy (a dev server's, a CDN's) must not hold events back to fill a block.
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });
}
