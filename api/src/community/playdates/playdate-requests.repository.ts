import type { ObjectId } from 'mongodb';
import type { PlaydateEnergy, PlaydateSize, PlaydateStatus, PlayStyle } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const PLAYDATE_REQUESTS_COLLECTION = 'community_playdate_requests';

/** The dog as it was listed when the request was sent (shown when its listing is gone). */
export interface PetSnapshot {
  name: string;
  breed: string;
  size: PlaydateSize;
  energy: PlaydateEnergy;
  playStyles: PlayStyle[];
  about: string;
  areaName: string;
}

export interface PlaydateRequestDoc {
  _id: ObjectId;
  fromPetId: ObjectId;
  fromUserId: ObjectId;
  fromPet: PetSnapshot;
  toPetId: ObjectId;
  toUserId: ObjectId;
  toPet: PetSnapshot;
  /**
   * The two dogs' ids, sorted, while the request is pending or accepted, and `closed:<id>` once declined or
   * cancelled: the unique index allows one open request per pair of dogs, whoever sent it.
   */
  openKey: string;
  status: PlaydateStatus;
  startsAt: Date;
  message: string;
  /** The sender's proposal; the receiver sees it only once the request is accepted. */
  meetingPlace: string;
  createdAt: Date;
  updatedAt: Date;
}

/** One open request per pair of dogs, whichever way it was sent. */
export const openKeyOf = (a: ObjectId, b: ObjectId) => [a.toHexString(), b.toHexString()].sort().join(':');
const closedKey = (id: ObjectId) => `closed:${id.toHexString()}`;

/** The only code that touches community_playdate_requests. */
export function createPlaydateRequestsRepository(db: DataPort) {
  const requests = db.collection<PlaydateRequestDoc>(PLAYDATE_REQUESTS_COLLECTION);

  /**
   * Moves the request from one of `from` to `to`, only if it is still in one of them and `where` holds
   * (so two answers at once cannot both win); null when it was not.
   */
  function transition(
    id: ObjectId,
    from: readonly PlaydateStatus[],
    to: PlaydateStatus,
    where: { toUserId?: ObjectId; fromUserId?: ObjectId },
    at: Date,
  ): Promise<PlaydateRequestDoc | null> {
    const open = to === 'pending' || to === 'accepted';
    return requests.findOneAndUpdate(
      { _id: id, status: { $in: [...from] }, ...where },
      { $set: { status: to, updatedAt: at, ...(open ? {} : { openKey: closedKey(id) }) } },
      { returnDocument: 'after' },
    );
  }

  return {
    async ensureIndexes(): Promise<void> {
      await requests.createIndex({ openKey: 1 }, { unique: true, name: 'open_pair_unique' });
      await requests.createIndex({ toUserId: 1, createdAt: -1 }, { name: 'to_user' });
      await requests.createIndex({ fromUserId: 1, createdAt: -1 }, { name: 'from_user' });
      await requests.createIndex({ fromPetId: 1 }, { name: 'from_pet' });
      await requests.createIndex({ toPetId: 1 }, { name: 'to_pet' });
    },

    /** False when the two dogs already have an open request. */
    async insert(doc: PlaydateRequestDoc): Promise<boolean> {
      try {
        await requests.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    findById: (id: ObjectId) => requests.findOne({ _id: id }),

    /** Newest first. */
    incoming: (userId: ObjectId, limit: number) =>
      requests.find({ toUserId: userId }, { sort: { createdAt: -1, _id: -1 }, limit }).toArray(),
    outgoing: (userId: ObjectId, limit: number) =>
      requests.find({ fromUserId: userId }, { sort: { createdAt: -1, _id: -1 }, limit }).toArray(),

    /**
     * The dogs a dog need not be suggested again: those it has an open request with (either way), and those
     * that declined its requests.
     */
    async pairedWith(petId: ObjectId): Promise<ObjectId[]> {
      const docs = await requests
        .find(
          {
            $or: [
              { fromPetId: petId, status: { $in: ['pending', 'accepted', 'declined'] } },
              { toPetId: petId, status: { $in: ['pending', 'accepted'] } },
            ],
          },
          { projection: { fromPetId: 1, toPetId: 1 } },
        )
        .toArray();
      return docs.map((doc) => (doc.fromPetId.equals(petId) ? doc.toPetId : doc.fromPetId));
    },

    declinedBefore: async (fromPetId: ObjectId, toPetId: ObjectId) =>
      (await requests.findOne({ fromPetId, toPetId, status: 'declined' })) !== null,

    transition,

    /** Cancels the pending requests to or from a dog whose listing is removed; answers them. */
    async cancelPendingOf(petId: ObjectId, at: Date): Promise<PlaydateRequestDoc[]> {
      const pending = await requests
        .find({ $or: [{ fromPetId: petId }, { toPetId: petId }], status: 'pending' }, { projection: { _id: 1 } })
        .toArray();
      const cancelled: PlaydateRequestDoc[] = [];
      for (const { _id } of pending) {
        const doc = await transition(_id, ['pending'], 'cancelled', {}, at);
        if (doc) cancelled.push(doc);
      }
      return cancelled;
    },
  };
}

export type PlaydateRequestsRepository = ReturnType<typeof createPlaydateRequestsRepository>;
