import { communityMessages, POST_PHOTOS_MAX } from '@petpal/contracts';
import { PhotosUploadField } from '@petpal/design-system';
import { communityTexts } from '../texts';

export interface PhotoPickerProps {
  /** The uploaded photos' ids. */
  photoIds: string[];
  error?: string;
  onChange(photoIds: string[], error?: string): void;
  /** True while chosen photos are uploading (the post waits for them). */
  onBusy?(busy: boolean): void;
}

/** Up to 4 photos of a post, each uploaded to the image pipeline as it is chosen, then previewed. */
export function PhotoPicker({ photoIds, ...props }: PhotoPickerProps) {
  return (
    <PhotosUploadField
      label="Photos (optional)"
      hint={communityTexts.photosHint}
      full={`You have added ${POST_PHOTOS_MAX} photos, the most a post can have.`}
      max={POST_PHOTOS_MAX}
      tooMany={communityMessages.photos}
      value={photoIds}
      {...props}
    />
  );
}
