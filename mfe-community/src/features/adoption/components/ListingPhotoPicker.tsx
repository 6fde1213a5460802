import { ADOPTION_PHOTOS_MAX, adoptionMessages } from '@petpal/contracts';
import { PhotosUploadField } from '@petpal/design-system';

export interface ListingPhotoPickerProps {
  /** The listing's photos (its own and new uploads alike) by image id; the first is the cover. */
  photoIds: string[];
  error?: string | undefined;
  onChange(photoIds: string[], error?: string): void;
  /** True while chosen photos are uploading (the form waits for them). */
  onBusy?(busy: boolean): void;
}

/**
 * 1 to 5 photos of a listing, each uploaded to the image pipeline as it is chosen (phone photos up to 15 MB,
 * decision 105), then previewed; the first one is the cover.
 */
export function ListingPhotoPicker({ photoIds, ...props }: ListingPhotoPickerProps) {
  return (
    <PhotosUploadField
      label="Photos"
      hint={`1 to ${ADOPTION_PHOTOS_MAX} photos, JPEG, PNG or WebP, up to 15 MB each; the first is the cover. Location details stored in photos are removed.`}
      full={`You have added ${ADOPTION_PHOTOS_MAX} photos, the most a listing can have.`}
      max={ADOPTION_PHOTOS_MAX}
      tooMany={adoptionMessages.photos}
      cover
      value={photoIds}
      {...props}
    />
  );
}
