import { type ChangeEvent, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { MESSAGE_PHOTOS_MAX, messageMessages } from '@petpal/contracts';
import { Alert, Button, Spinner, uploadImage } from '@petpal/design-system';
import { inboxTexts } from '../message-time';

/** A photo chosen for the next message: its uploaded id and the chosen file's preview address. */
export interface PickedPhoto {
  id: string;
  url: string;
}

export interface MessagePhotoPickerProps {
  photos: readonly PickedPhoto[];
  /** The photos after an upload or a removal (the removed one's preview address is released here). */
  onChange(photos: PickedPhoto[]): void;
  /** True while chosen files are uploading (the composer waits for them). */
  onBusy(busy: boolean): void;
  disabled?: boolean;
}

const Previews = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;

    li {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: ${theme.spacing[1]};
    }

    img {
      width: 5rem;
      height: 5rem;
      object-fit: cover;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
    }
  `}
`;

/** The file input itself stays the control (one focus stop, named "Add photo"); its label looks like a button. */
const Attach = styled.label<{ $disabled: boolean }>`
  ${({ theme, $disabled }) => css`
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    padding: 0 ${theme.spacing[3]};
    border: 1px solid ${theme.colors.primary.solid};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary.onSubtle};
    font-weight: ${theme.fontWeights.semibold};
    cursor: ${$disabled ? 'not-allowed' : 'pointer'};
    opacity: ${$disabled ? 0.6 : 1};

    &:hover {
      background: ${$disabled ? theme.colors.surface : theme.colors.primary.subtle};
    }

    &:focus-within {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }

    ${theme.media.mobile} {
      min-height: 2.75rem;
    }

    input {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      border: 0;
    }
  `}
`;

const Row = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
  `}
`;

/**
 * The composer's photos (decision 098): "Add photo" (the file input, labelled like a button) opens the chooser (several at once, up to 4 a
 * message); each file goes to the image pipeline as soon as it is chosen (`uploadImage`, as `PhotoUploadField`
 * does), then shows as a preview that can be removed before sending. The API's reason shows when one is refused.
 */
export function MessagePhotoPicker({ photos, onChange, onBusy, disabled = false }: MessagePhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= MESSAGE_PHOTOS_MAX;
  const off = disabled || full || uploading > 0;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = MESSAGE_PHOTOS_MAX - photos.length;
    setError(files.length > room ? messageMessages.photos : null);
    const taken = files.slice(0, Math.max(room, 0));
    if (taken.length === 0) return;
    setUploading(taken.length);
    onBusy(true);
    const uploads = await Promise.all(taken.map((file) => uploadImage(file)));
    setUploading(0);
    onBusy(false);
    const added: PickedPhoto[] = [];
    uploads.forEach((upload, index) => {
      if (upload.ok) added.push({ id: upload.image.id, url: URL.createObjectURL(taken[index]!) });
      else setError(upload.error);
    });
    onChange([...photos, ...added]);
  }

  function remove(index: number) {
    const removed = photos[index];
    if (removed) URL.revokeObjectURL(removed.url);
    setError(null);
    onChange(photos.filter((_, at) => at !== index));
    input.current?.focus();
  }

  return (
    <>
      {photos.length > 0 && (
        <Previews aria-label={inboxTexts.photosToSend}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt={`Photo ${index + 1} to send`} />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => remove(index)}
                aria-label={`Remove photo ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </Previews>
      )}
      <Row>
        <Attach $disabled={off}>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={off}
            onChange={(event) => void onFiles(event)}
          />
          {inboxTexts.attach}
        </Attach>
        {uploading > 0 && (
          <span role="status">
            <Spinner size="sm" /> {uploading === 1 ? 'Uploading photo…' : `Uploading ${uploading} photos…`}
          </span>
        )}
        {full && <span>{inboxTexts.photosFull}</span>}
      </Row>
      {error && <Alert variant="error">{error}</Alert>}
    </>
  );
}
