import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, LabelledField, Spinner, uploadImage } from '@petpal/design-system';

export interface PetPhotoFieldProps {
  /** The uploaded photo's id, or null. */
  value: string | null;
  error?: string;
  /** A new photo id (or null when removed), with the reason when a chosen file was refused. */
  onChange(photoId: string | null, error?: string): void;
  /** True while a chosen file is being uploaded (the form waits for it). */
  onBusy?(busy: boolean): void;
}

const FileInput = styled.input`
  ${({ theme }) => css`
    max-width: 100%;
    font-size: ${theme.fontSizes.sm};

    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const Preview = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    margin-top: ${theme.spacing[2]};

    img {
      width: 6rem;
      height: 6rem;
      object-fit: cover;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
    }
  `}
`;

const Uploading = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    margin: ${theme.spacing[2]} 0 0;
    font-size: ${theme.fontSizes.sm};
  `}
`;

/**
 * An optional photo: JPEG, PNG or WebP up to 15 MB, uploaded as soon as it is chosen (the file itself, to the
 * image pipeline), then previewed; the pet keeps the uploaded photo's id.
 */
export function PetPhotoField({ value, error, onChange, onBusy }: PetPhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // The preview is the chosen file itself; its object URL is released when replaced or unmounted.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

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
      setPreview(URL.createObjectURL(file));
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

  return (
    <LabelledField label="Photo (optional)" hint="JPEG, PNG or WebP, up to 15 MB." error={error}>
      {({ $invalid: _invalid, ...control }) => (
        <>
          <FileInput
            ref={input}
            {...control}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void onFile(event)}
          />
          {uploading && (
            <Uploading role="status">
              <Spinner size="sm" /> Uploading photo…
            </Uploading>
          )}
          {value && preview && (
            <Preview>
              <img src={preview} alt="Preview of your pet's photo" />
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
