import { describe, expect, it } from 'vitest';
import { PET_PHOTO_TYPE_MESSAGE, petReportMessages } from '@petpal/contracts';
import { MalformedPhoto, stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './photo-metadata';
import { decodePhotoDataUrl } from './photo-data-url';
import {
  containsText,
  dataUrlOf,
  JFIF,
  JPEG_IMAGE_AND_EOI,
  jpegSegment,
  jpegWithExif,
  jpegWithoutExif,
  pngWithExif,
  webpWithExif,
} from './photos.test-support';

describe('photo metadata stripping', () => {
  it('drops a JPEG’s APP1 (EXIF with GPS) and comment, keeping every other byte in order', () => {
    const camera = jpegWithExif();
    expect(containsText(camera, 'GPS')).toBe(true);
    const stored = stripJpegMetadata(camera);
    expect(containsText(stored, 'Exif')).toBe(false);
    expect(containsText(stored, 'GPS')).toBe(false);
    expect(containsText(stored, 'Park Street')).toBe(false);
    expect([...stored]).toEqual([...jpegWithoutExif()]);
    // Already clean: unchanged.
    expect([...stripJpegMetadata(stored)]).toEqual([...stored]);
  });

  it('walks past fill bytes and restart markers, and drops what follows EOI', () => {
    const withFill = Uint8Array.from([
      0xff,
      0xd8,
      0xff, // a fill byte before the marker
      ...JFIF,
      ...jpegSegment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0]),
      ...JPEG_IMAGE_AND_EOI,
      ...[0x47, 0x50, 0x53], // "GPS" appended after the image
    ]);
    const stored = stripJpegMetadata(withFill);
    expect(containsText(stored, 'Exif')).toBe(false);
    expect(containsText(stored, 'GPS')).toBe(false);
    expect([...stored.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('refuses a JPEG whose segment runs past the end or that has no SOI', () => {
    const truncated = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00, 0x45]);
    expect(() => stripJpegMetadata(truncated)).toThrow(MalformedPhoto);
    expect(() => stripJpegMetadata(Uint8Array.from([0xff, 0xd8, 0x00, 0x01]))).toThrow(MalformedPhoto);
    expect(() => stripJpegMetadata(Uint8Array.from([0x00, 0xd8]))).toThrow(MalformedPhoto);
  });

  it('drops a PNG’s eXIf and text chunks', () => {
    const stored = stripPngMetadata(pngWithExif());
    expect(containsText(stored, 'GPS')).toBe(false);
    expect(containsText(stored, 'Park Street')).toBe(false);
    expect(containsText(stored, 'IHDR')).toBe(true);
    expect(containsText(stored, 'IDAT')).toBe(true);
    expect(containsText(stored, 'IEND')).toBe(true);
    expect(() => stripPngMetadata(pngWithExif().subarray(0, 40))).toThrow(MalformedPhoto);
  });

  it('drops a WebP’s EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
    const stored = stripWebpMetadata(webpWithExif());
    expect(containsText(stored, 'GPS')).toBe(false);
    expect(containsText(stored, 'VP8L')).toBe(true);
    const view = new DataView(stored.buffer, stored.byteOffset, stored.byteLength);
    expect(view.getUint32(4, true)).toBe(stored.length - 8);
    expect(stored[20]! & 0x0c).toBe(0);
    expect(stored[20]! & 0x10).toBe(0x10);
  });
});

describe('decodePhotoDataUrl', () => {
  it('answers the stripped bytes of a data URL', () => {
    const photo = decodePhotoDataUrl(dataUrlOf('image/jpeg', jpegWithExif()));
    expect(photo.contentType).toBe('image/jpeg');
    expect([...photo.bytes]).toEqual([...jpegWithoutExif()]);
  });

  it('refuses bytes that are not the type they claim, and a malformed image', () => {
    const asPng = () => decodePhotoDataUrl(dataUrlOf('image/png', jpegWithExif()));
    expect(asPng).toThrow(expect.objectContaining({ status: 400, fields: { photo: PET_PHOTO_TYPE_MESSAGE } }));
    const text = () => decodePhotoDataUrl(dataUrlOf('image/jpeg', new TextEncoder().encode('<svg onload=alert(1)>')));
    expect(text).toThrow(expect.objectContaining({ fields: { photo: PET_PHOTO_TYPE_MESSAGE } }));
    const broken = () =>
      decodePhotoDataUrl(dataUrlOf('image/jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x7f, 0x00, 1])));
    expect(broken).toThrow(expect.objectContaining({ fields: { photo: petReportMessages.photoUnreadable } }));
  });
});
