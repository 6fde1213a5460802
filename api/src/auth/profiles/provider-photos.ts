import type { ObjectId } from 'mongodb';
import { imageIdOf, type RecordRole } from '@petpal/contracts';
import type { ImagesService } from '../../images';
import type { ProfilesRepository } from './profiles.repository';

/** The record fields that show a provider's own photos (decision 104). */
export interface ProviderPhotoFields {
  profileImageUrl?: string;
  photos?: string[];
}

const PHOTO_ROLES = ['pet_sitter', 'pet_trainer', 'pet_stylist'] as const satisfies readonly RecordRole[];

const idsOf = (fields: ProviderPhotoFields | null) =>
  new Set(
    [fields?.profileImageUrl, ...(fields?.photos ?? [])].flatMap((address) => (address ? [imageIdOf(address)] : [])),
  );

/**
 * A provider's save may show only images they uploaded, or ones their record already shows (a seed drawing kept
 * through an edit); anything else is refused on its field before anything is written. Answers the ids the record
 * stops showing, for `releaseProviderPhotos` once the save is stored.
 */
export async function checkProviderPhotos(
  images: ImagesService,
  userId: string,
  before: ProviderPhotoFields | null,
  fields: ProviderPhotoFields,
): Promise<string[]> {
  const shown = idsOf(before);
  const claim = async (address: string, field: string) => {
    const id = imageIdOf(address);
    // The provider's profile holds them (one record per role and user): claiming again for it keeps them.
    if (id && !shown.has(id)) await images.claim(userId, id, `profile:${userId}`, field);
  };
  if (fields.profileImageUrl) await claim(fields.profileImageUrl, 'profileImageUrl');
  for (const address of fields.photos ?? []) await claim(address, 'photos');
  const kept = idsOf(fields);
  return [...shown].flatMap((id) => (id && !kept.has(id) ? [id] : []));
}

/** Deletes the provider's own uploads their record no longer shows (seed drawings and others' images stay). */
export async function releaseProviderPhotos(images: ImagesService, userId: string, ids: readonly string[]) {
  for (const id of ids) await images.removeOwned(userId, id);
}

/**
 * Records saved before decision 104 may link photos on other hosts: those links are dropped at start (the
 * record shows its initials until the provider uploads a photo); our own addresses stay. Idempotent.
 */
export async function dropOutsideProviderPhotos(records: ProfilesRepository): Promise<number> {
  let changed = 0;
  for (const role of PHOTO_ROLES) {
    for (const doc of await records.withOutsidePhotoLinks(role)) {
      const own = (address: unknown): address is string => typeof address === 'string' && imageIdOf(address) !== null;
      const profileImageUrl = own(doc.profileImageUrl) ? doc.profileImageUrl : undefined;
      const photos = Array.isArray(doc.photos) ? doc.photos.filter(own) : undefined;
      if (profileImageUrl === doc.profileImageUrl && photos?.length === doc.photos?.length) continue;
      await records.setPhotos(role, doc._id as ObjectId, profileImageUrl, photos);
      changed++;
    }
  }
  return changed;
}
