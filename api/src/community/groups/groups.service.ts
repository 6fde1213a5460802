import { ObjectId } from 'mongodb';
import type { CreateGroupInput, Group, GroupListQuery } from '@petpal/contracts';
import { communityMessages } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { canModerate, userOf, type Viewer } from '../access/community-access';
import type { GroupDoc, GroupsRepository } from './groups.repository';

export interface GroupsServiceDeps {
  groups: GroupsRepository;
  groupLimiter: RateLimiter;
  now: () => Date;
}

type Filters = { topic?: Group['topic'] | undefined; city?: string | undefined; q?: string | undefined };

/** Groups by topic and city: list, read, create (the creator moderates), join and leave. */
export function createGroupsService({ groups, groupLimiter, now }: GroupsServiceDeps) {
  const view = (doc: GroupDoc, viewer: Viewer, joined: boolean): Group => ({
    id: doc._id.toHexString(),
    name: doc.name,
    description: doc.description,
    topic: doc.topic,
    city: doc.city,
    memberCount: doc.memberCount,
    postCount: doc.postCount,
    createdAt: doc.createdAt.toISOString(),
    joined,
    moderator: canModerate(viewer, doc.moderatorIds),
  });

  /** The group, or 404 with a clear message. */
  async function existing(id: ObjectId): Promise<GroupDoc> {
    const doc = await groups.findById(id);
    if (!doc) throw new NotFound(communityMessages.groupNotFound);
    return doc;
  }

  const answer = async (id: ObjectId, viewer: Viewer) => {
    const doc = await existing(id);
    const joined = viewer.userId ? await groups.isMember(id, viewer.userId) : false;
    return view(doc, viewer, joined);
  };

  return {
    existing,

    async list(viewer: Viewer, filters: Filters | GroupListQuery): Promise<Group[]> {
      const [docs, mine] = await Promise.all([
        groups.list(filters as Filters),
        viewer.userId ? groups.groupIdsOf(viewer.userId) : Promise.resolve([]),
      ]);
      const joined = new Set(mine.map((id) => id.toHexString()));
      return docs.map((doc) => view(doc, viewer, joined.has(doc._id.toHexString())));
    },

    get: (viewer: Viewer, id: ObjectId) => answer(id, viewer),

    async create(viewer: Viewer, input: Required<Omit<CreateGroupInput, 'description'>> & { description: string }) {
      const userId = userOf(viewer);
      await groupLimiter.consume(userId.toHexString());
      const at = now();
      const doc: GroupDoc = {
        _id: new ObjectId(),
        name: input.name,
        nameKey: input.name.toLocaleLowerCase('en'),
        description: input.description,
        topic: input.topic,
        city: input.city,
        cityKey: input.city.toLocaleLowerCase('en'),
        createdBy: userId,
        moderatorIds: [userId],
        memberCount: 0,
        postCount: 0,
        createdAt: at,
      };
      if (!(await groups.insert(doc))) throw new Conflict(communityMessages.groupTaken, 'group_exists');
      await groups.join(doc._id, userId, at);
      return answer(doc._id, viewer);
    },

    /** Joining twice is fine (nothing changes). */
    async join(viewer: Viewer, id: ObjectId): Promise<Group> {
      const userId = userOf(viewer);
      await existing(id);
      await groups.join(id, userId, now());
      return answer(id, viewer);
    },

    /** Leaving a group one is not in is fine (nothing changes). */
    async leave(viewer: Viewer, id: ObjectId): Promise<Group> {
      const userId = userOf(viewer);
      await existing(id);
      await groups.leave(id, userId);
      return answer(id, viewer);
    },

    isMember: (groupId: ObjectId, userId: ObjectId) => groups.isMember(groupId, userId),
    groupIdsOf: (userId: ObjectId) => groups.groupIdsOf(userId),
    findByIds: (ids: readonly ObjectId[]) => groups.findByIds(ids),
    countPosts: (id: ObjectId, by: 1 | -1) => groups.countPosts(id, by),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
