/** Small, well-formed test images built byte by byte, with the location metadata a phone camera writes. */

const bytesOf = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const u32le = (value: number) => u32be(value).reverse();

/** A JPEG segment: FF marker, length (counting itself), payload. */
export const jpegSegment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...u16(payload.length + 2),
  ...payload,
];

/** What a camera's APP1 carries: "Exif\0\0", a TIFF header and a GPS position (as text, to find it again). */
export const EXIF_PAYLOAD = [
  ...bytesOf('Exif'),
  0,
  0,
  ...bytesOf('MM'),
  0,
  42,
  0,
  0,
  0,
  8,
  ...bytesOf('GPS 12.9716N 77.5946E'),
];

export const JFIF = jpegSegment(0xe0, [...bytesOf('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
export const ICC = jpegSegment(0xe2, [...bytesOf('ICC_PROFILE'), 0, 1, 1, 7, 7]);
const DQT = jpegSegment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
const SOF0 = jpegSegment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
const SOS_HEADER = jpegSegment(0xda, [1, 1, 0, 0, 0x3f, 0]);
/** Entropy-coded data with a stuffed 0xFF00 and a restart marker, which are data, not segments. */
const SCAN_DATA = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];

/** The image itself (tables, frame, scan) and the EOI marker: what every test JPEG ends with. */
export const JPEG_IMAGE_AND_EOI = [...DQT, ...SOF0, ...SOS_HEADER, ...SCAN_DATA, 0xff, 0xd9];

/** A baseline JPEG with JFIF, an EXIF APP1 carrying GPS, an ICC profile, a comment, a scan and EOI. */
export function jpegWithExif(): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    ...JFIF,
    ...jpegSegment(0xe1, EXIF_PAYLOAD),
    ...ICC,
    ...jpegSegment(0xfe, bytesOf('shot at 14 Park Street')),
    ...JPEG_IMAGE_AND_EOI,
  ]);
}

/** The same JPEG as the camera's without its metadata: what the API must store. */
export function jpegWithoutExif(): Uint8Array {
  return Uint8Array.from([0xff, 0xd8, ...JFIF, ...ICC, ...JPEG_IMAGE_AND_EOI]);
}

const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...bytesOf(type), ...data, 0, 0, 0, 0];

/** A PNG with IHDR, an eXIf and a tEXt chunk, IDAT and IEND (CRCs are not checked by the walker). */
export function pngWithExif(): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
    ...pngChunk('eXIf', bytesOf('MM GPS 12.9716N')),
    ...pngChunk('tEXt', bytesOf('Location\u000014 Park Street')),
    ...pngChunk('IDAT', [1, 2, 3]),
    ...pngChunk('IEND', []),
  ]);
}

const riffChunk = (type: string, data: number[]) => [
  ...bytesOf(type),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];

/** A WebP (VP8X with the EXIF and XMP flags set, VP8L image, EXIF and XMP chunks). */
export function webpWithExif(): Uint8Array {
  const body = [
    ...riffChunk('VP8X', [0x08 | 0x04 | 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...riffChunk('VP8L', [0x2f, 0, 0, 0, 0]),
    ...riffChunk('EXIF', bytesOf('MM GPS 12.9716N')),
    ...riffChunk('XMP ', bytesOf('<x:xmpmeta>GPS</x:xmpmeta>')),
  ];
  return Uint8Array.from([...bytesOf('RIFF'), ...u32le(4 + body.length), ...bytesOf('WEBP'), ...body]);
}

export const dataUrlOf = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const containsText = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text));
