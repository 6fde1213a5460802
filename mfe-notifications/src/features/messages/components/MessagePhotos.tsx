import { type ImageRef, imageUrl } from '@petpal/contracts';
import { Photo, PhotoGrid } from '@petpal/design-system';

export interface MessagePhotosProps {
  photos: readonly ImageRef[];
  /** Who sent them ("You" for the viewer's own), for each photo's text alternative. */
  senderName: string;
}

/** The photo's own shape when it is alone; squares side by side when there are more. */
const ratioOf = (photos: readonly ImageRef[], photo: ImageRef) =>
  photos.length === 1 && photo.height > 0 ? photo.width / photo.height : 1;

/**
 * A message's photos (decision 098): private images only its two participants can load, through `Photo`
 * (srcset over the stored widths, lazy, the paw drawing when one cannot load), each a link to its largest width.
 * The one place a message's photos are drawn: a message that is not shown (removed by moderation) renders
 * nothing of this either.
 */
export function MessagePhotos({ photos, senderName }: MessagePhotosProps) {
  if (photos.length === 0) return null;
  const sizes = photos.length === 1 ? '20rem' : '10rem';
  return (
    <PhotoGrid columns={photos.length === 1 ? 1 : 2} maxWidth="20rem" label={`Photos from ${senderName}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={imageUrl(photo.id, photo.widths.at(-1) ?? photo.width)} target="_blank" rel="noopener noreferrer">
            <Photo
              image={photo}
              alt={`Photo ${index + 1} of ${photos.length} from ${senderName}`}
              fallback={{ kind: 'species', species: 'other' }}
              ratio={ratioOf(photos, photo)}
              sizes={sizes}
            />
          </a>
        </li>
      ))}
    </PhotoGrid>
  );
}
