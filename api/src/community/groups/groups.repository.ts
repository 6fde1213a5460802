import { ObjectId } from 'mongodb';
import type { GroupTopic } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort, type Filter } from '../../data/port';

export const GROUPS_COLLECTION = 'community_groups';
export const MEMBERSHIPS_COLLECTION = 'community_memberships';

export interface GroupDoc {
  _id: ObjectId;
  name: string;
  /** Lower-cased name and city: one group of a name per city. */
  nameKey: string;
  description: string;
  topic: GroupTopic;
  city: string;
  cityKey: string;
  createdBy: ObjectId;
  /** Its creator first; they moderate its posts and comments (admins moderate every group). */
  moderatorIds: ObjectId[];
  memberCount: number;
  postCount: number;
  createdAt: Date;
}

export interface MembershipDoc {
  _id: ObjectId;
  groupId: ObjectId;
  userId: ObjectId;
  joinedAt: Date;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const GROUPS_LIST_LIMIT = 200;

/** The only code that touches community_groups and community_memberships. */
export function createGroupsRepository(db: DataPort) {
  const groups = db.collection<GroupDoc>(GROUPS_COLLECTION);
  const memberships = db.collection<MembershipDoc>(MEMBERSHIPS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await groups.createIndex({ cityKey: 1, nameKey: 1 }, { unique: true, name: 'city_name_unique' });
      await groups.createIndex({ topic: 1 }, { name: 'topic' });
      await memberships.createIndex({ userId: 1, groupId: 1 }, { unique: true, name: 'user_group_unique' });
      await memberships.createIndex({ groupId: 1 }, { name: 'group' });
    },

    /** False when the city already has a group of that name. */
    async insert(doc: GroupDoc): Promise<boolean> {
      try {
        await groups.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    findById: (id: ObjectId) => groups.findOne({ _id: id }),
    findByIds: (ids: readonly ObjectId[]) =>
      ids.length === 0 ? Promise.resolve([]) : groups.find({ _id: { $in: [...ids] } }).toArray(),

    /** Biggest first; `city` and `q` are case-insensitive "contains" (escaped, never a pattern of the caller's). */
    list(filter: { topic?: GroupTopic | undefined; city?: string | undefined; q?: string | undefined }) {
      const where: Filter<GroupDoc> = {};
      if (filter.topic) where.topic = filter.topic;
      if (filter.city) where.city = { $regex: escapeRegex(filter.city), $options: 'i' };
      if (filter.q) where.name = { $regex: escapeRegex(filter.q), $options: 'i' };
      return groups.find(where, { sort: { memberCount: -1, name: 1, _id: 1 }, limit: GROUPS_LIST_LIMIT }).toArray();
    },

    countPosts: (id: ObjectId, by: 1 | -1) => groups.updateOne({ _id: id }, { $inc: { postCount: by } }),

    /** True when the user was not a member yet (the count moves only then). */
    async join(groupId: ObjectId, userId: ObjectId, at: Date): Promise<boolean> {
      try {
        await memberships.insertOne({ _id: new ObjectId(), groupId, userId, joinedAt: at });
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
      await groups.updateOne({ _id: groupId }, { $inc: { memberCount: 1 } });
      return true;
    },

    /** A moderator who leaves stops moderating. True when the user was a member. */
    async leave(groupId: ObjectId, userId: ObjectId): Promise<boolean> {
      const { deletedCount } = await memberships.deleteOne({ groupId, userId });
      if (deletedCount === 0) return false;
      await groups.updateOne({ _id: groupId }, { $inc: { memberCount: -1 }, $pull: { moderatorIds: userId } });
      return true;
    },

    isMember: async (groupId: ObjectId, userId: ObjectId) => (await memberships.findOne({ groupId, userId })) !== null,

    /** The ids of the groups the user belongs to. */
    async groupIdsOf(userId: ObjectId): Promise<ObjectId[]> {
      const docs = await memberships.find({ userId }, { projection: { groupId: 1 } }).toArray();
      return docs.map((doc) => doc.groupId);
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
