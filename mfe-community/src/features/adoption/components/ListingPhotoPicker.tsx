import { ADOPTION_PHOTOS_MAX, ADOPTION_PHOTOS_MAX_BYTES, adoptionMessages } from '@petpal/contracts';
import { PhotosField } from '@petpal/design-system';

export interface ListingPhotoPickerProps {
  /** The listing's photos: kept ones by their URL, new ones as data URLs; the first is the cover. */
  photos: string[];
  error?: string | undefined;
  onChange(photos: string[], error?: string): void;
}

/** 1 to 5 photos of a listing, previewed and checked as they are chosen, the first one the cover. */
export function ListingPhotoPicker(props: ListingPhotoPickerProps) {
  return (
    <PhotosField
      label="Photos"
      hint={`1 to ${ADOPTION_PHOTOS_MAX} photos, JPEG, PNG or WebP, 512 KB each; the first is the cover. Location details stored in photos are removed.`}
      full={`You have added ${ADOPTION_PHOTOS_MAX} photos, the most a listing can have.`}
      max={ADOPTION_PHOTOS_MAX}
      maxBytes={ADOPTION_PHOTOS_MAX_BYTES}
      tooMany={adoptionMessages.photos}
      tooLarge={adoptionMessages.photosTotal}
      cover
      {...props}
    />
  );
}
