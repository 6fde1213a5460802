import { useState } from 'react';
import styled, { css } from 'styled-components';
import { imageIdOf, imageUrl, PROVIDER_GALLERY_MAX } from '@petpal/contracts';
import { Button, Photo, PhotoUploadField } from '@petpal/design-system';

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

const Grid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;

    li {
      display: grid;
      gap: ${theme.spacing[2]};
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
 * A provider's gallery (decision 104): each photo is uploaded to the image pipeline as it is chosen and added to
 * the list; any can be removed; at most PROVIDER_GALLERY_MAX.
 */
export function GalleryField({ label, hint, value, error, onChange, onBusy }: GalleryFieldProps) {
  // A new key after each added photo gives a fresh, empty file input for the next one.
  const [added, setAdded] = useState(0);
  const full = value.length >= PROVIDER_GALLERY_MAX;

  return (
    <Fieldset>
      <legend>{label}</legend>
      {value.length > 0 ? (
        <Grid>
          {value.map((address, index) => {
            const id = imageIdOf(address);
            return (
              <li key={address}>
                <Photo
                  image={id ? { id, widths: [320, 640] } : null}
                  alt={`Gallery photo ${index + 1}`}
                  fallback={{ kind: 'species', species: 'other' }}
                  ratio={1}
                  sizes="8rem"
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove gallery photo ${index + 1}`}
                  onClick={() => onChange(value.filter((kept) => kept !== address))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </Grid>
      ) : (
        <Note>No photos yet.</Note>
      )}
      {full ? (
        <Note role="status">You have added {PROVIDER_GALLERY_MAX} photos, the most a gallery holds.</Note>
      ) : (
        <PhotoUploadField
          key={added}
          value={null}
          label="Add a photo"
          hint={hint}
          previewAlt=""
          error={error}
          onBusy={onBusy}
          onChange={(photoId, refused) => {
            if (photoId) {
              onChange([...value, imageUrl(photoId, GALLERY_WIDTH)]);
              setAdded((count) => count + 1);
            } else if (refused) onChange(value, refused);
          }}
        />
      )}
    </Fieldset>
  );
}
