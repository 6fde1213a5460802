import type { ObjectId } from 'mongodb';
import type { PlaydateEnergy, PlaydateSize, PlayStyle } from '@petpal/contracts';
import type { DataPort, Filter } from '../../data/port';
import { withinKm, type GeoJsonPoint } from '../../lib/geo';

export const PLAYDATE_PROFILES_COLLECTION = 'community_playdate_profiles';

/**
 * A dog listed for playdates. `_id` is the pet's id (one listing per dog); name, breed and whether it has a
 * photo are copied from auth's pet (which cannot be renamed) so that a page of suggestions is one read.
 * `location` is the exact point: it never leaves the API except to the dog's owner.
 */
export interface PlaydateProfileDoc {
  _id: ObjectId;
  ownerUserId: ObjectId;
  /** The owner's pet_owners record (auth's pets hang off it). */
  ownerRecordId: ObjectId;
  petName: string;
  breed: string;
  hasPhoto: boolean;
  size: PlaydateSize;
  energy: PlaydateEnergy;
  playStyles: PlayStyle[];
  vaccinated: boolean;
  about: string;
  areaName: string;
  location: GeoJsonPoint;
  createdAt: Date;
  updatedAt: Date;
}

/** At most this many dogs inside the circle are read before sorting by distance (a city's worth). */
export const NEARBY_SCAN_LIMIT = 1000;

export interface NearbyQuery {
  centre: GeoJsonPoint;
  km: number;
  exceptOwner: ObjectId;
  exceptPets: readonly ObjectId[];
  sizes: readonly PlaydateSize[];
  energies: readonly PlaydateEnergy[];
  playStyles: readonly PlayStyle[];
}

/** The only code that touches community_playdate_profiles. */
export function createPlaydateProfilesRepository(db: DataPort) {
  const profiles = db.collection<PlaydateProfileDoc>(PLAYDATE_PROFILES_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await profiles.createIndex({ vaccinated: 1, location: '2dsphere' }, { name: 'vaccinated_location' });
      await profiles.createIndex({ ownerUserId: 1 }, { name: 'owner' });
    },

    /** Lists the dog, or replaces its listing (the first listing's date is kept). */
    async save(doc: PlaydateProfileDoc): Promise<PlaydateProfileDoc> {
      const { _id, createdAt, ...fields } = doc;
      await profiles.updateOne({ _id }, { $set: fields, $setOnInsert: { createdAt } }, { upsert: true });
      return (await profiles.findOne({ _id }))!;
    },

    findById: (id: ObjectId) => profiles.findOne({ _id: id }),
    findOwned: (id: ObjectId, ownerUserId: ObjectId) => profiles.findOne({ _id: id, ownerUserId }),
    findByIds: (ids: readonly ObjectId[]) =>
      ids.length === 0 ? Promise.resolve([]) : profiles.find({ _id: { $in: [...ids] } }).toArray(),
    listByOwner: (ownerUserId: ObjectId) => profiles.find({ ownerUserId }, { sort: { createdAt: 1 } }).toArray(),

    /** True when the owner had that dog listed. */
    async deleteOwned(id: ObjectId, ownerUserId: ObjectId): Promise<boolean> {
      return (await profiles.deleteOne({ _id: id, ownerUserId })).deletedCount > 0;
    },

    /**
     * Vaccinated dogs of other owners within `km` of `centre` whose size, energy and play styles fit (a
     * 2dsphere query on MongoDB, the embedded engine's $geoWithin otherwise; decision 029 item 9). Unsorted:
     * `$geoWithin` has no order, the caller sorts by distance.
     */
    nearby(query: NearbyQuery): Promise<PlaydateProfileDoc[]> {
      const filter: Filter<PlaydateProfileDoc> = {
        vaccinated: true,
        location: withinKm(query.centre, query.km),
        ownerUserId: { $ne: query.exceptOwner },
        size: { $in: [...query.sizes] },
        energy: { $in: [...query.energies] },
        playStyles: { $in: [...query.playStyles] },
        ...(query.exceptPets.length > 0 ? { _id: { $nin: [...query.exceptPets] } } : {}),
      };
      return profiles.find(filter, { limit: NEARBY_SCAN_LIMIT }).toArray();
    },
  };
}

export type PlaydateProfilesRepository = ReturnType<typeof createPlaydateProfilesRepository>;
