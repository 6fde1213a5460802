import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import type { ImageRef } from '@petpal/contracts';
import { Button } from '@petpal/design-system/core';
import { LabelledField } from '../internal/field';
import { uploadImage } from '../platform/upload-image';
import { FileInput, PHOTO_ACCEPT, previewImage, previewUrl, Uploading } from './upload-parts';

export interface PhotoUploadFieldProps {
  /** The uploaded photo's id, or null. */
  value: string | null;
  /** The record's photo when editing: shown while `value` is its id. */
  current?: Pick<ImageRef, 'id' | 'widths'> | null;
  /** Default "Photo (optional)". */
  label?: string;
  /** Default "JPEG, PNG or WebP, up to 15 MB." */
  hint?: string;
  /** The preview's text alternative ("Preview of your pet's photo"). */
  previewAlt: string;
  error?: string;
  /** A new photo id (or null when removed), with the reason when a chosen file was refused. */
  onChange(photoId: string | null, error?: string): void;
  /** True while a chosen file is being uploaded (the form waits for it). */
  onBusy?(busy: boolean): void;
}

const Preview = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    margin-top: ${theme.spacing[2]};

    img {
      ${previewImage}
    }
  `}
`;

/**
 * An optional photo for any record: JPEG, PNG or WebP up to 15 MB, uploaded as soon as it is chosen (the file
 * itself, to the image pipeline, decision 083), then previewed; the record keeps the uploaded photo's id.
 */
export function PhotoUploadField({
  value,
  current = null,
  label = 'Photo (optional)',
  hint = 'JPEG, PNG or WebP, up to 15 MB.',
  previewAlt,
  error,
  onChange,
  onBusy,
}: PhotoUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ id: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);

  // The preview of a new photo is the chosen file itself; its object URL is released when replaced or unmounted.
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onChange(null);
    setUploading(true);
    onBusy?.(true);
    const upload = await uploadImage(file);
    setUploading(false);
    onBusy?.(false);
    if (upload.ok) {
      setChosen({ id: upload.image.id, url: URL.createObjectURL(file) });
      onChange(upload.image.id);
    } else {
      event.target.value = '';
      onChange(null, upload.error);
    }
  }

  function remove() {
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  }

  const preview =
    value && chosen?.id === value ? chosen.url : value && current?.id === value ? previewUrl(current.id) : null;

  return (
    <LabelledField label={label} hint={hint} error={error}>
      {({ $invalid: _invalid, ...control }) => (
        <>
          <FileInput
            ref={input}
            {...control}
            name="photo"
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={(event) => void onFile(event)}
          />
          {uploading && <Uploading />}
          {preview && (
            <Preview>
              <img src={preview} alt={previewAlt} />
              <Button type="button" variant="outline" size="sm" onClick={remove}>
                Remove photo
              </Button>
            </Preview>
          )}
        </>
      )}
    </LabelledField>
  );
}
