import { useState } from 'react';
import { MESSAGE_PHOTOS_MAX, messageMessages } from '@petpal/contracts';
import { PhotosUploadField } from '@petpal/design-system';
import { inboxTexts } from '../message-time';

export interface MessagePhotoPickerProps {
  /** The uploaded photos' ids, in order. */
  photoIds: readonly string[];
  onChange(photoIds: string[]): void;
  /** True while chosen files are uploading (the composer waits for them). */
  onBusy(busy: boolean): void;
  disabled?: boolean;
}

/**
 * The composer's photos (decision 098) through the design system's photo kit (decision 105): "Add photo" takes
 * several files at once, up to 4 a message; each goes to the image pipeline as soon as it is chosen (a fresh
 * upload; the message claims it privately when sent), then shows as a preview that can be removed before sending.
 * The API's reason shows when one is refused.
 */
export function MessagePhotoPicker({ photoIds, onChange, onBusy, disabled = false }: MessagePhotoPickerProps) {
  const [error, setError] = useState<string | undefined>();
  return (
    <PhotosUploadField
      label={inboxTexts.attach}
      hint={`Up to ${MESSAGE_PHOTOS_MAX} photos, JPEG, PNG or WebP, up to 15 MB each.`}
      full={inboxTexts.photosFull}
      max={MESSAGE_PHOTOS_MAX}
      tooMany={messageMessages.photos}
      value={photoIds}
      error={error}
      disabled={disabled}
      onBusy={onBusy}
      previewsLabel={inboxTexts.photosToSend}
      previewAlt={(index) => `Photo ${index + 1} to send`}
      onChange={(next, refused) => {
        setError(refused);
        onChange(next);
      }}
    />
  );
}
