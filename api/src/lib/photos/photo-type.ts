/** The image types an upload may be (what the image pipeline decodes). */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes really are, from their signature; null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (offset: number, ...signature: number[]) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
