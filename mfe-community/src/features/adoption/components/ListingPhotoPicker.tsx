import { useId, useRef, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { ADOPTION_PHOTOS_MAX, ADOPTION_PHOTOS_MAX_BYTES, adoptionMessages, dataUrlBytes } from '@petpal/api/contracts';
import { Alert, Button, readPhotoFile, Stack, Text } from '@petpal/design-system';

const Label = styled.label`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

const FileInput = styled.input`
  ${({ theme }) => css`
    max-width: 100%;
    font: inherit;
    font-size: ${theme.fontSizes.sm};
    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const Previews = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[3]};
    list-style: none;
    margin: 0;
    padding: 0;
    img {
      display: block;
      width: 6rem;
      height: 6rem;
      object-fit: cover;
      border-radius: ${theme.radii.md};
      border: 1px solid ${theme.colors.border};
    }
  `}
`;

/** Bytes of the photos being uploaded (kept photos are already on the server). */
const newBytes = (photos: readonly string[]) =>
  photos.filter((photo) => photo.startsWith('data:')).reduce((sum, photo) => sum + dataUrlBytes(photo), 0);

export interface ListingPhotoPickerProps {
  /** The listing's photos: kept ones by their URL, new ones as data URLs; the first is the cover. */
  photos: string[];
  error?: string | undefined;
  onChange(photos: string[], error?: string): void;
}

/**
 * 1 to 5 photos of a listing, previewed, the first one the cover. Each is checked as it is chosen (type and
 * 512 KB by the design system's readPhotoFile), and so are the count and the total; the API checks again.
 */
export function ListingPhotoPicker({ photos, error, onChange }: ListingPhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= ADOPTION_PHOTOS_MAX;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again (after Remove) must read it again.
    event.target.value = '';
    if (files.length === 0) return;
    const read = await Promise.all(files.map((file) => readPhotoFile(file)));
    const refused = read.find((photo) => !photo.ok);
    const next = [...photos, ...read.flatMap((photo) => (photo.ok ? [photo.dataUrl] : []))];
    if (next.length > ADOPTION_PHOTOS_MAX) return onChange(photos, adoptionMessages.photos);
    if (newBytes(next) > ADOPTION_PHOTOS_MAX_BYTES) return onChange(photos, adoptionMessages.photosTotal);
    onChange(next, refused && !refused.ok ? refused.error : undefined);
  }

  function remove(index: number) {
    onChange(photos.filter((_, i) => i !== index));
    // The Remove button goes away: focus moves to the picker.
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <Stack gap={2} align="flex-start">
      <Label htmlFor={id}>Photos</Label>
      <Text tone="muted" id={`${id}-hint`}>
        {full
          ? `You have added ${ADOPTION_PHOTOS_MAX} photos, the most a listing can have.`
          : `1 to ${ADOPTION_PHOTOS_MAX} photos, JPEG, PNG or WebP, 512 KB each; the first is the cover. Location details stored in photos are removed.`}
      </Text>
      <FileInput
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={full}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void add(event)}
      />
      {error && <Alert variant="error">{error}</Alert>}
      {photos.length > 0 && (
        <Previews aria-label="Chosen photos">
          {photos.map((src, index) => (
            <li key={`${index}-${src.length}-${src.slice(-12)}`}>
              <Stack gap={1} align="center">
                <img src={src} alt={`Chosen photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} />
                <Button type="button" size="sm" variant="ghost" onClick={() => remove(index)}>
                  Remove photo {index + 1}
                </Button>
              </Stack>
            </li>
          ))}
        </Previews>
      )}
    </Stack>
  );
}
