import { describe, expect, it } from 'vitest';
import { sniffPhotoType } from './photo-type';

const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('photo types', () => {
  it('knows JPEG, PNG and WebP by their signatures and nothing else', () => {
    expect(sniffPhotoType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffPhotoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhotoType(webp)).toBe('image/webp');
    expect(sniffPhotoType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});
