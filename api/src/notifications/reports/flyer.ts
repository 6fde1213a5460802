import { encodeQR } from 'qr';
import { reportPhotoUrl } from './report-view';
import type { PetReportDoc } from './reports.repository';

/**
 * The printable flyer of a report: an HTML page with its own print stylesheet, the photo and a QR code to
 * the report's page. The API's Content-Security-Policy (default-src 'self') allows no inline style or
 * script, so both are served as files beside it (FLYER_CSS, FLYER_SCRIPT); the QR code is inline SVG.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The QR code of `text` as SVG: one path, a run of dark modules per row segment, a quiet zone of 4. */
export function qrSvg(text: string, label: string): string {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const size = modules.length;
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return (
    `<svg class="qr" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${size} ${size}" ` +
    `xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`
  );
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The flyer page of `report`, whose page is at `reportUrl` (absolute: it is printed and scanned). */
export function renderFlyer(report: PetReportDoc, reportUrl: string): string {
  const lost = report.status === 'lost';
  const name = report.petName || 'Unknown';
  const photo = reportPhotoUrl(report);
  const banner = lost ? 'LOST PET' : 'FOUND PET';
  const place = report.locationAddress
    ? `<p class="where"><strong>${lost ? 'Last seen near' : 'Found near'}:</strong> ${escapeHtml(report.locationAddress)}</p>`
    : '';
  const ask = lost
    ? 'Have you seen this pet? Scan the code or visit the link to tell the owner on PetPal.'
    : 'Is this your pet? Scan the code or visit the link to reach the finder on PetPal.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${banner}: ${escapeHtml(name)} · PetPal</title>
<link rel="stylesheet" href="/api/notifications/reports/flyer.css">
<script src="/api/notifications/reports/flyer.js" defer></script>
</head>
<body>
<main class="flyer">
<p class="toolbar"><button id="print-flyer" type="button">Print flyer</button></p>
<h1 class="banner ${lost ? 'banner-lost' : 'banner-found'}">${banner}</h1>
<p class="pet-name">${escapeHtml(name)}</p>
${photo ? `<img class="photo" src="${escapeHtml(photo)}" alt="Photo of ${escapeHtml(name)}">` : ''}
<p class="description">${escapeHtml(report.description)}</p>
${place}
<p class="date">Reported on ${longDate.format(report.createdAt)}</p>
<section class="contact">
${qrSvg(reportUrl, `QR code linking to ${reportUrl}`)}
<div>
<p>${ask}</p>
<p class="url">${escapeHtml(reportUrl)}</p>
</div>
</section>
</main>
</body>
</html>
`;
}

/** The flyer's stylesheet: a screen preview, and a one-page print layout without the toolbar. */
export const FLYER_CSS = `*{box-sizing:border-box}
body{margin:0;background:#f3f4f6;color:#111827;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.flyer{max-width:48rem;margin:1.5rem auto;padding:2rem;background:#fff;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.toolbar{text-align:right;margin:0 0 1rem}
.toolbar button{font:inherit;padding:.5rem 1rem;border:1px solid #111827;border-radius:.375rem;background:#111827;color:#fff;cursor:pointer}
.banner{margin:0;padding:.5rem;font-size:3.5rem;letter-spacing:.08em;color:#fff}
.banner-lost{background:#b91c1c}
.banner-found{background:#047857}
.pet-name{margin:.75rem 0;font-size:2.5rem;font-weight:700}
.photo{display:block;max-width:100%;max-height:24rem;margin:0 auto 1rem;object-fit:contain;border:1px solid #d1d5db}
.description{font-size:1.25rem;white-space:pre-line;margin:.5rem 0}
.where,.date{font-size:1.1rem;margin:.5rem 0}
.contact{display:flex;align-items:center;gap:1.5rem;margin-top:1.5rem;padding-top:1.5rem;border-top:2px dashed #9ca3af;text-align:left}
.qr{flex:none;width:9rem;height:9rem}
.contact p{margin:.25rem 0;font-size:1.1rem}
.url{font-family:ui-monospace,monospace;font-size:.9rem;overflow-wrap:anywhere}
@page{size:auto;margin:12mm}
@media print{
body{background:#fff}
.flyer{max-width:none;margin:0;padding:0;box-shadow:none}
.toolbar{display:none}
.banner{-webkit-print-color-adjust:exact;print-color-adjust:exact}
.photo{max-height:11cm}
.contact{break-inside:avoid}
}
`;

/** The toolbar's Print button (no inline handler: the CSP forbids it). */
export const FLYER_SCRIPT = `document.getElementById('print-flyer')?.addEventListener('click', () => window.print());\n`;
