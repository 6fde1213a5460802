import { useId, useRef, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, Icon, readPhotoFile } from '@petpal/design-system';

export interface PetPhotoFieldProps {
  /** The chosen photo as a data URL, or null. */
  value: string | null;
  error?: string;
  /** A new photo (or null when removed), with the reason when a chosen file was refused. */
  onChange(photo: string | null, error?: string): void;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
`;

const Label = styled.label`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

const Hint = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

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

const ErrorText = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.destructive.solid};
  `}
`;

/** An optional photo: JPEG, PNG or WebP up to 512 KB, previewed before it is sent. */
export function PetPhotoField({ value, error, onChange }: PetPhotoFieldProps) {
  const id = useId();
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
    <Root>
      <Label htmlFor={id}>Photo (optional)</Label>
      <Hint id={`${id}-hint`}>JPEG, PNG or WebP, up to 512 KB.</Hint>
      <FileInput
        ref={input}
        id={id}
        name="photo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onFile(event)}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          <Icon name="alert" size={16} />
          {error}
        </ErrorText>
      )}
      {value && (
        <Preview>
          <img src={value} alt="Preview of your pet's photo" />
          <Button type="button" variant="outline" size="sm" onClick={remove}>
            Remove photo
          </Button>
        </Preview>
      )}
    </Root>
  );
}
