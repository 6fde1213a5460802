import { describe, expect, it } from 'vitest';
import { PET_PHOTO_SIZE_MESSAGE, PET_PHOTO_TYPE_MESSAGE } from '@petpal/contracts';
import { readPhotoFile } from './read-photo';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('reading a chosen photo', () => {
  it('reads a JPEG, PNG or WebP file as a data URL', async () => {
    expect(await readPhotoFile(new File([png], 'rex.png', { type: 'image/png' }))).toEqual({
      ok: true,
      dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });

  it('refuses other types and files over 512 KB without reading them', async () => {
    expect(await readPhotoFile(new File(['GIF89a'], 'rex.gif', { type: 'image/gif' }))).toEqual({
      ok: false,
      error: PET_PHOTO_TYPE_MESSAGE,
    });
    expect(await readPhotoFile(new File([new Uint8Array(512 * 1024 + 1)], 'rex.jpg', { type: 'image/jpeg' }))).toEqual({
      ok: false,
      error: PET_PHOTO_SIZE_MESSAGE,
    });
  });
});
