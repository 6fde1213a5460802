import { createServer } from 'node:http';

export interface PartnerDemoOptions {
  /** Served on 127.0.0.1: another site than localhost, so PetPal's cookie is a third-party one there. */
  port: number;
  /** PetPal's site (the shell's origin, where /api lives). */
  petpalOrigin: string;
  /** The widget's script: mfe-vet's dist/widget/petpal-vet-booking.js on mfe-vet's origin. */
  widgetScriptUrl: string;
  /** The API, to pick a vet to show. */
  apiUrl: string;
}

export interface PartnerDemo {
  url: string;
  origin: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The first vet with dates to book, unless the page asks for one (`?vet=<id>`). */
async function pickVet(apiUrl: string, requested: string | null): Promise<{ id: string; name: string } | null> {
  const list = (await (await fetch(`${apiUrl}/api/vet/vets`)).json()) as { vets?: { id: string; fullName: string }[] };
  const vets = list.vets ?? [];
  if (requested) {
    const vet = vets.find((v) => v.id === requested);
    return vet ? { id: vet.id, name: vet.fullName } : null;
  }
  for (const vet of vets) {
    const availability = (await (await fetch(`${apiUrl}/api/vet/vets/${vet.id}/availability`)).json()) as {
      availableDates?: string[];
    };
    if (availability.availableDates?.length) return { id: vet.id, name: vet.fullName };
  }
  return null;
}

/** A partner's page: their own content, then PetPal's snippet (one script tag, one element), themed by CSS variables. */
function page(options: PartnerDemoOptions, vet: { id: string; name: string } | null): string {
  const widget = vet
    ? `<petpal-vet-booking vet-id="${escapeHtml(vet.id)}"></petpal-vet-booking>`
    : '<p>No vet to show yet: seed the demo data (npm run seed).</p>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Happy Tails Clinic · book online</title>
    <script src="${escapeHtml(options.widgetScriptUrl)}" data-petpal-origin="${escapeHtml(options.petpalOrigin)}"></script>
    <style>
      body { font-family: Georgia, serif; margin: 0; background: #f4f7fb; color: #14213d; }
      header { background: #14213d; color: #fff; padding: 24px 32px; }
      main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 480px); gap: 32px; padding: 32px; }
      @media (max-width: 800px) { main { grid-template-columns: 1fr; padding: 16px; } }
      petpal-vet-booking { --petpal-color-primary: #1d4ed8; --petpal-color-subtle: #e0e7ff; --petpal-radius: 12px; }
      #events { font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <header><h1>Happy Tails Clinic</h1><p>Partner demo: PetPal's booking widget on another site.</p></header>
    <main>
      <section>
        <h2>Book ${vet ? escapeHtml(vet.name) : 'a vet'} online</h2>
        <p>Pick a day and a time; you sign in with PetPal in a small window and book without leaving this page.</p>
      </section>
      ${widget}
      <!-- After the widget: on a phone the log grows below it, never pushing it down. -->
      <section>
        <h3>Widget events</h3>
        <ol id="events"></ol>
      </section>
    </main>
    <script>
      for (const type of ['ready', 'slotSelected', 'booked', 'error']) {
        document.addEventListener(type, (event) => {
          const item = document.createElement('li');
          item.textContent = type + ' ' + JSON.stringify(event.detail);
          document.getElementById('events').append(item);
        });
      }
    </script>
  </body>
</html>`;
}

/** `npm start`'s partner site: another origin that embeds the widget, as a partner would. */
export function startPartnerDemo(options: PartnerDemoOptions): Promise<PartnerDemo> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    pickVet(options.apiUrl, url.searchParams.get('vet'))
      .then((vet) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end(page(options, vet));
      })
      .catch(() => response.writeHead(502, { 'Content-Type': 'text/plain' }).end('PetPal API unavailable'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${options.port}`;
      resolve({
        url: `${origin}/`,
        origin,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
