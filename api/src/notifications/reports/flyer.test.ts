import { ObjectId } from 'mongodb';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrSvg, renderFlyer } from './flyer';
import type { PetReportDoc } from './reports.repository';

/** Reads the SVG's `M x y h n` runs back into pixels (4 per module) and decodes them as a camera would. */
function scan(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let dx = 0; dx < Number(run); dx++) {
      for (let py = 0; py < scale; py++) {
        for (let px = 0; px < scale; px++) {
          const at = ((Number(y) * scale + py) * width + (Number(x) + dx) * scale + px) * 4;
          data.fill(0, at, at + 3);
        }
      }
    }
  }
  return decodeQR({ width, height: width, data });
}

const report = (over: Partial<PetReportDoc> = {}): PetReportDoc => ({
  _id: new ObjectId('65a0000000000000000000aa'),
  userId: new ObjectId(),
  reporterName: 'Priya S.',
  status: 'found',
  petName: '',
  description: 'Grey cat <b>with</b> a bell.',
  locationAddress: 'Indiranagar & 100 Feet Road',
  location: null,
  photo: null,
  isActive: true,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  resolvedAt: null,
  seenCount: 0,
  commentCount: 0,
  ...over,
});

describe('the flyer', () => {
  it('draws a QR code that scans back to the report’s page', () => {
    const url = 'https://petpal.example/pet-report/65a0000000000000000000aa';
    expect(scan(qrSvg(url, 'QR code'))).toBe(url);
  });

  it('escapes what the reporter wrote and names a nameless pet Unknown', () => {
    const html = renderFlyer(report(), 'https://petpal.example/pet-report/65a0000000000000000000aa');
    expect(html).toContain('FOUND PET');
    expect(html).toContain('<p class="pet-name">Unknown</p>');
    expect(html).toContain('Grey cat &lt;b&gt;with&lt;/b&gt; a bell.');
    expect(html).toContain('Found near:</strong> Indiranagar &amp; 100 Feet Road');
    expect(html).toContain('Reported on November 20, 2026');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<style|style=|onclick/);
  });
});
