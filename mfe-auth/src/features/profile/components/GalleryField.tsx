import styled, { css } from 'styled-components';
import { imageIdOf, imageUrl, PROVIDER_GALLERY_MAX, providerPhotoMessages } from '@petpal/contracts';
import { PhotosUploadField } from '@petpal/design-system';

const Fieldset = styled.fieldset`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;

    legend {
      padding: 0;
      margin-bottom: ${theme.spacing[2]};
      font-weight: ${theme.fontWeights.semibold};
    }
  `}
`;

const Note = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `}
`;

export interface GalleryFieldProps {
  label: string;
  hint?: string;
  /** The gallery's image addresses, in order. */
  value: readonly string[];
  error?: string;
  onChange(next: readonly string[], error?: string): void;
  /** True while a chosen file is being uploaded (the form waits for it). */
  onBusy?(busy: boolean): void;
}

/** The width the gallery's addresses name: what the profile page's photo dialog shows. */
const GALLERY_WIDTH = 1280;

/**
 * A provider's gallery (decision 104) through the design system's photo kit (decision 105): photos are uploaded
 * to the image pipeline as they are chosen and added to the list; any can be removed; at most
 * PROVIDER_GALLERY_MAX. The record keeps each photo's address (`/api/images/<id>/1280`).
 */
export function GalleryField({ label, hint, value, error, onChange, onBusy }: GalleryFieldProps) {
  // The kit holds ids; an address the record already has keeps its width (and one that is not ours, which the
  // API refuses on save, stays as it is).
  const addressOf = new Map(value.map((address) => [imageIdOf(address) ?? address, address]));
  return (
    <Fieldset>
      <legend>{label}</legend>
      {value.length === 0 && <Note>No photos yet.</Note>}
      <PhotosUploadField
        label="Add a photo"
        hint={hint ?? `JPEG, PNG or WebP, up to 15 MB each, up to ${PROVIDER_GALLERY_MAX}.`}
        full={`You have added ${PROVIDER_GALLERY_MAX} photos, the most a gallery holds.`}
        max={PROVIDER_GALLERY_MAX}
        tooMany={providerPhotoMessages.galleryMax}
        value={[...addressOf.keys()]}
        error={error}
        onBusy={onBusy}
        previewsLabel="Gallery photos"
        previewAlt={(index) => `Gallery photo ${index + 1}`}
        removeLabel={(index) => `Remove gallery photo ${index + 1}`}
        onChange={(next, refused) =>
          onChange(
            next.map((id) => addressOf.get(id) ?? imageUrl(id, GALLERY_WIDTH)),
            refused,
          )
        }
      />
    </Fieldset>
  );
}
