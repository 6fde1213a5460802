import { useId, useRef, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { communityMessages, dataUrlBytes, POST_PHOTOS_MAX, POST_PHOTOS_MAX_BYTES } from '@petpal/api/contracts';
import { Alert, Button, readPhotoFile, Stack, Text } from '@petpal/design-system';
import { communityTexts } from '../texts';

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
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  img {
    display: block;
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface PhotoPickerProps {
  /** The chosen photos as data URLs. */
  photos: string[];
  error?: string;
  onChange(photos: string[], error?: string): void;
}

/**
 * Up to 4 photos of a post, previewed. Each is checked as it is chosen (type, 512 KB: the design system's
 * readPhotoFile), and so are the count and the total; the API checks again (type by the bytes).
 */
export function PhotoPicker({ photos, error, onChange }: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= POST_PHOTOS_MAX;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again (after Remove) must read it again.
    event.target.value = '';
    if (files.length === 0) return;
    const read = await Promise.all(files.map((file) => readPhotoFile(file)));
    const refused = read.find((photo) => !photo.ok);
    const next = [...photos, ...read.flatMap((photo) => (photo.ok ? [photo.dataUrl] : []))];
    if (next.length > POST_PHOTOS_MAX) return onChange(photos, communityMessages.photos);
    if (next.reduce((sum, photo) => sum + dataUrlBytes(photo), 0) > POST_PHOTOS_MAX_BYTES) {
      return onChange(photos, communityMessages.photosTotal);
    }
    onChange(next, refused && !refused.ok ? refused.error : undefined);
  }

  function remove(index: number) {
    onChange(photos.filter((_, i) => i !== index));
    // The Remove button goes away: focus moves to the picker once it is enabled again.
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <Stack gap={2} align="flex-start">
      <Label htmlFor={id}>Photos (optional)</Label>
      <Text tone="muted" id={`${id}-hint`}>
        {full ? `You have added ${POST_PHOTOS_MAX} photos, the most a post can have.` : communityTexts.photosHint}
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
            <li key={`${index}-${src.length}`}>
              <Stack gap={1} align="center">
                <img src={src} alt={`Chosen photo ${index + 1}`} />
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
