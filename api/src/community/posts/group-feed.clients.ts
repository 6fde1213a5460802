/**
 * The group-feed bench's other users, in a process of their own (started by group-feed.bench.ts): `scroll` runs
 * members reading the feed page after page (following nextCursor, from the top again at the end), `like` one
 * member liking and unliking a post every 100 ms. Their requests, JSON parsing and timers then never delay the
 * bench's own event loop, whose timings are the figures (decision 115: the load generator measured only itself).
 * Prints `ready` once its first request is answered, runs until its stdin closes, then prints `{"requests":N}`.
 * Usage: tsx group-feed.clients.ts scroll <port> <path> <cookie> <members> | like <port> <postPath> <cookie>
 */
import http from 'node:http';

const [mode, portText, path, cookie, membersText] = process.argv.slice(2);
const port = Number(portText);
const agent = new http.Agent({ keepAlive: true });
let running = true;
let requests = 0;
const counted = () => {
  if (requests++ === 0) process.stdout.write('ready\n');
};

/** One request; its answer's text, or null when it failed or timed out. */
const send = (method: string, url: string) =>
  new Promise<string | null>((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: url, method, agent, headers: { Cookie: cookie } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(res.statusCode === 200 ? text : null));
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('timed out')));
    request.on('error', () => resolve(null));
    request.end();
  });

async function scroller(): Promise<void> {
  let cursor: string | null = null;
  while (running) {
    const text = await send('GET', `${path}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    counted();
    // A page that failed: start again from the top.
    cursor = text ? ((JSON.parse(text) as { nextCursor?: string | null }).nextCursor ?? null) : null;
  }
}

async function liker(): Promise<void> {
  for (let n = 0; running; n++) {
    await send(n % 2 === 0 ? 'PUT' : 'DELETE', path!);
    counted();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const work = mode === 'like' ? [liker()] : Array.from({ length: Number(membersText) }, () => scroller());
process.stdin.resume();
process.stdin.on('end', () => {
  running = false;
  void Promise.all(work).then(() => {
    process.stdout.write(`${JSON.stringify({ requests })}\n`);
    agent.destroy();
    process.exit(0);
  });
});
