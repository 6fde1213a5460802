/**
 * Removes the metadata a phone camera writes into a photo (EXIF with the GPS position, XMP, IPTC, comments)
 * while keeping what the picture needs to show right (JFIF, the ICC colour profile, Adobe's colour
 * transform). A report's photo is public: the place it was taken, often the owner's home, must not be.
 */

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The bytes are not the well-formed image their signature claims. */
export class MalformedPhoto extends Error {
  override name = 'MalformedPhoto';
}

const malformed = (what: string) => new MalformedPhoto(what);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// JPEG markers (ITU T.81 table B.1).
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;

/** APP1 (EXIF, XMP), the other application segments except JFIF, ICC and Adobe, and comments. */
export const isJpegMetadata = (marker: number) =>
  marker === COM || (isApp(marker) && marker !== APP0 && marker !== APP2 && marker !== APP14);

/** Where the entropy-coded data after a scan header ends: the next marker that is not a stuffed byte or RSTn. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at < bytes.length) {
    if (bytes[at] === 0xff && at + 1 < bytes.length) {
      const next = bytes[at + 1]!;
      if (next === 0x00 || isRestart(next) || next === 0xff) {
        at += next === 0xff ? 1 : 2;
        continue;
      }
      return at;
    }
    at++;
  }
  return bytes.length;
}

/**
 * Walks a JPEG's segments and drops the metadata ones (see `isJpegMetadata`); everything else, scans
 * included, is copied byte for byte. Bytes after EOI are dropped too (they can carry anything).
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw malformed('a JPEG starts with SOI');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw malformed(`expected a marker at byte ${at}`);
    while (bytes[at + 1] === 0xff) at++; // fill bytes before a marker
    const marker = bytes[at + 1];
    if (marker === undefined) throw malformed('the file ends inside a marker');
    at += 2;
    if (marker === EOI) {
      kept.push(Uint8Array.of(0xff, EOI));
      return concat(kept);
    }
    if (isRestart(marker) || marker === TEM) {
      kept.push(Uint8Array.of(0xff, marker));
      continue;
    }
    if (marker === 0x00 || marker === SOI) throw malformed(`unexpected marker 0x${marker.toString(16)}`);
    if (at + 2 > bytes.length) throw malformed('the file ends inside a segment length');
    const length = (bytes[at]! << 8) | bytes[at + 1]!;
    if (length < 2 || at + length > bytes.length) throw malformed(`segment 0x${marker.toString(16)} overruns the file`);
    if (!isJpegMetadata(marker)) kept.push(bytes.subarray(at - 2, at + length));
    at += length;
    if (marker === SOS) {
      const end = scanEnd(bytes, at);
      kept.push(bytes.subarray(at, end));
      at = end;
    }
  }
  // No EOI: decoders show such a (truncated) file, so it is kept as it is, without its metadata.
  return concat(kept);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** eXIf carries EXIF (GPS); the text chunks carry XMP and free text. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/** Walks a PNG's chunks and drops eXIf and the text chunks; stops at IEND. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw malformed('a PNG starts with its signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) throw malformed('a PNG chunk overruns the file');
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(kept);
  }
  throw malformed('a PNG ends with IEND');
}

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** Walks a WebP's RIFF chunks, drops EXIF and XMP and clears their VP8X flags; fixes the RIFF size. */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  const fourCc = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || fourCc(0) !== 'RIFF' || fourCc(8) !== 'WEBP') throw malformed('a WebP is a RIFF WEBP file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= end) {
    const type = fourCc(at);
    const size = view.getUint32(at + 4, true);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) throw malformed('a WebP chunk overruns the file');
    if (type === 'VP8X' && size >= 1) {
      const chunk = bytes.slice(at, Math.min(next, end));
      chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(next, end)));
    }
    at = next;
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}

/** The photo without its metadata; throws MalformedPhoto when its structure cannot be walked. */
export function stripPhotoMetadata(type: PhotoType, bytes: Uint8Array): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return stripJpegMetadata(bytes);
    case 'image/png':
      return stripPngMetadata(bytes);
    case 'image/webp':
      return stripWebpMetadata(bytes);
  }
}
