import { type ImageRef, moderatedPhotoUrl } from '@petpal/contracts';
import { Photo, PhotoGrid } from '@petpal/design-system';

export interface ModeratedPhotosProps {
  /** The reported message whose excerpt shows these photos: the admin's address for them goes through it. */
  reportedMessageId: string;
  photos: readonly ImageRef[];
  senderName: string;
}

/**
 * A message's photos as the admin judges them (decision 111): private to the conversation's members, so loaded
 * through the admin's own address for the reported message, each a link to its largest width.
 */
export function ModeratedPhotos({ reportedMessageId, photos, senderName }: ModeratedPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <PhotoGrid maxWidth="26rem" label={`Photos from ${senderName}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={moderatedPhotoUrl(reportedMessageId, photo.id, photo.widths.at(-1) ?? photo.width)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Photo
              src={moderatedPhotoUrl(reportedMessageId, photo.id, 320)}
              alt={`Photo ${index + 1} of ${photos.length} from ${senderName}`}
              fallback={{ kind: 'species', species: 'other' }}
              ratio={1}
              sizes="6rem"
            />
          </a>
        </li>
      ))}
    </PhotoGrid>
  );
}
