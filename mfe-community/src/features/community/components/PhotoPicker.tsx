import { communityMessages, POST_PHOTOS_MAX, POST_PHOTOS_MAX_BYTES } from '@petpal/contracts';
import { PhotosField } from '@petpal/design-system';
import { communityTexts } from '../texts';

export interface PhotoPickerProps {
  /** The chosen photos as data URLs. */
  photos: string[];
  error?: string;
  onChange(photos: string[], error?: string): void;
}

/** Up to 4 photos of a post, previewed and checked as they are chosen. */
export function PhotoPicker(props: PhotoPickerProps) {
  return (
    <PhotosField
      label="Photos (optional)"
      hint={communityTexts.photosHint}
      full={`You have added ${POST_PHOTOS_MAX} photos, the most a post can have.`}
      max={POST_PHOTOS_MAX}
      maxBytes={POST_PHOTOS_MAX_BYTES}
      tooMany={communityMessages.photos}
      tooLarge={communityMessages.photosTotal}
      {...props}
    />
  );
}
