import { useRef, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, LabelledField, readPhotoFile } from '@petpal/design-system';

export interface PetPhotoFieldProps {
  /** The chosen photo as a data URL, or null. */
  value: string | null;
  error?: string;
  /** A new photo (or null when removed), with the reason when a chosen file was refused. */
  onChange(photo: string | null, error?: string): void;
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

/** An optional photo: JPEG, PNG or WebP up to 512 KB, previewed before it is sent. */
export function PetPhotoField({ value, error, onChange }: PetPhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readPhotoFile(file);
    if (read.ok) onChange(read.dataUrl);
    else {
      event.target.value = '';
      onChange(null, read.error);
    }
  }

  function remove() {
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  }

  return (
    <LabelledField label="Photo (optional)" hint="JPEG, PNG or WebP, up to 512 KB." error={error}>
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
          {value && (
            <Preview>
              <img src={value} alt="Preview of your pet's photo" />
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
