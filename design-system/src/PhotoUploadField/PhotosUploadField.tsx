import { useRef, useState, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@petpal/design-system/core';
import { LabelledField } from '../internal/field';
import { uploadImage } from '../platform/upload-image';
import { FileInput, PHOTO_ACCEPT, previewImage, previewUrl, Uploading } from './upload-parts';

export interface PhotosUploadFieldProps {
  label: string;
  /** What may be chosen; `full` replaces it once `max` photos are chosen. */
  hint: string;
  full: string;
  max: number;
  /** The refusal of more than `max` photos, in the API's words. */
  tooMany: string;
  /** The first photo is the cover (its preview says so). */
  cover?: boolean;
  /** The ids of the uploaded photos (kept ones and new ones alike), in order. */
  value: readonly string[];
  error?: string | undefined;
  /** The new list of ids, with the reason when a chosen file was refused. */
  onChange(photoIds: string[], error?: string): void;
  /** True while chosen files are being uploaded (the form waits for them). */
  onBusy?(busy: boolean): void;
  /** The picker is off (e.g. while the record is being sent). */
  disabled?: boolean;
  /** The previews' list name. Default "Chosen photos". */
  previewsLabel?: string;
  /** A preview's text alternative (`index` from 0). Default "Chosen photo N", "(cover)" on the first with `cover`. */
  previewAlt?(index: number): string;
  /** A preview's Remove button (`index` from 0). Default "Remove photo N". */
  removeLabel?(index: number): string;
}

const Previews = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[3]};
    list-style: none;
    margin: ${theme.spacing[2]} 0 0;
    padding: 0;

    li {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${theme.spacing[1]};
    }

    img {
      display: block;
      ${previewImage}
    }
  `}
`;

/**
 * Several photos for one record (a post, an adoption listing, a report card, a provider's gallery, a message):
 * JPEG, PNG or WebP up to 15 MB each, each uploaded to the image pipeline as soon as it is chosen (decisions 100,
 * 105), previewed from its stored 320 px width; the record keeps the ids, in order. The single-photo form of this
 * is `PhotoUploadField`.
 */
export function PhotosUploadField(props: PhotosUploadFieldProps) {
  const { label, hint, max, tooMany, cover = false, value, error, onChange, onBusy, disabled = false } = props;
  const previewAlt =
    props.previewAlt ?? ((index: number) => `Chosen photo ${index + 1}${cover && index === 0 ? ' (cover)' : ''}`);
  const removeLabel = props.removeLabel ?? ((index: number) => `Remove photo ${index + 1}`);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const full = value.length >= max;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again (after Remove) must upload it again.
    event.target.value = '';
    if (files.length === 0) return;
    if (value.length + files.length > max) return onChange([...value], tooMany);
    setUploading(files.length);
    onBusy?.(true);
    const uploads = [];
    for (const file of files) uploads.push(await uploadImage(file));
    setUploading(0);
    onBusy?.(false);
    const refused = uploads.find((upload) => !upload.ok);
    const added = uploads.flatMap((upload) => (upload.ok ? [upload.image.id] : []));
    onChange([...value, ...added], refused && !refused.ok ? refused.error : undefined);
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    // The Remove button goes away: focus moves to the picker (enabled again if the list was full).
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <LabelledField label={label} hint={full ? props.full : hint} error={error}>
      {({ $invalid: _invalid, ...control }) => (
        <>
          <FileInput
            ref={input}
            {...control}
            name="photos"
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={disabled || full || uploading > 0}
            onChange={(event) => void add(event)}
          />
          {uploading > 0 && <Uploading count={uploading} />}
          {value.length > 0 && (
            <Previews aria-label={props.previewsLabel ?? 'Chosen photos'}>
              {value.map((id, index) => (
                <li key={id}>
                  <img src={previewUrl(id)} alt={previewAlt(index)} />
                  <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => remove(index)}>
                    {removeLabel(index)}
                  </Button>
                </li>
              ))}
            </Previews>
          )}
        </>
      )}
    </LabelledField>
  );
}
