import { useId, useRef, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { dataUrlBytes } from '@petpal/contracts';
import { Button } from '@petpal/design-system/core';
import { Alert } from '../Alert';
import { Stack, Text } from '../Layout';
import { readPhotoFile } from '../platform/read-photo';

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

/** Bytes of the photos being uploaded (photos kept from before are URLs, already on the server). */
const newBytes = (photos: readonly string[]) =>
  photos.filter((photo) => photo.startsWith('data:')).reduce((sum, photo) => sum + dataUrlBytes(photo), 0);

export interface PhotosFieldProps {
  label: string;
  /** What may be chosen; `full` replaces it once `max` photos are chosen. */
  hint: string;
  full: string;
  max: number;
  /** The most the new photos may weigh together. */
  maxBytes: number;
  /** The refusals of too many photos and of too many bytes, in the API's words. */
  tooMany: string;
  tooLarge: string;
  /** The first photo is the cover (its preview says so). */
  cover?: boolean;
  /** Kept photos by their URL, new ones as data URLs. */
  photos: string[];
  error?: string | undefined;
  onChange(photos: string[], error?: string): void;
}

/**
 * Photos chosen and previewed (community posts, adoption listings, report cards). Each is checked as it is chosen (type and 512 KB by the design system's
 * readPhotoFile), and so are the count and the total; the API checks again (type by the bytes).
 */
export function PhotosField(props: PhotosFieldProps) {
  const { label, hint, max, maxBytes, tooMany, tooLarge, cover = false, photos, error, onChange } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= max;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again (after Remove) must read it again.
    event.target.value = '';
    if (files.length === 0) return;
    const read = await Promise.all(files.map((file) => readPhotoFile(file)));
    const refused = read.find((photo) => !photo.ok);
    const next = [...photos, ...read.flatMap((photo) => (photo.ok ? [photo.dataUrl] : []))];
    if (next.length > max) return onChange(photos, tooMany);
    if (newBytes(next) > maxBytes) return onChange(photos, tooLarge);
    onChange(next, refused && !refused.ok ? refused.error : undefined);
  }

  function remove(index: number) {
    onChange(photos.filter((_, i) => i !== index));
    // The Remove button goes away: focus moves to the picker once it is enabled again.
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <Stack gap={2} align="flex-start">
      <Label htmlFor={id}>{label}</Label>
      <Text tone="muted" id={`${id}-hint`}>
        {full ? props.full : hint}
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
                <img src={src} alt={`Chosen photo ${index + 1}${cover && index === 0 ? ' (cover)' : ''}`} />
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
