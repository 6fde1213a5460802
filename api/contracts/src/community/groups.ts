/**
 * Community groups (docs/decisions/035): a group has a topic and a city; signed-in users join and leave it.
 * Its creator is its first moderator.
 */
import * as z from 'zod/mini';
import { communityMessages } from './messages';

export const GROUP_TOPICS = [
  'dogs',
  'cats',
  'birds',
  'small-pets',
  'training',
  'health',
  'adoption',
  'lost-and-found',
  'events',
] as const;
export const GroupTopic = z.enum(GROUP_TOPICS, { error: communityMessages.topic });
export type GroupTopic = z.infer<typeof GroupTopic>;

/** How each topic reads on screen. */
export const GROUP_TOPIC_LABELS = {
  dogs: 'Dogs',
  cats: 'Cats',
  birds: 'Birds',
  'small-pets': 'Small pets',
  training: 'Training',
  health: 'Health',
  adoption: 'Adoption',
  'lost-and-found': 'Lost and found',
  events: 'Meetups and events',
} as const satisfies Record<GroupTopic, string>;

const trimmed = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** GET /api/community/groups?topic=&city=&q=: filters combine; `city` and `q` are case-insensitive contains. */
export const GroupListQuery = z.strictObject({
  topic: z.optional(GroupTopic),
  city: z.optional(z.string().check(z.trim(), z.maxLength(60, communityMessages.city))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(60, communityMessages.groupName))),
});
export type GroupListQuery = z.input<typeof GroupListQuery>;

/** POST /api/community/groups (signed in): the creator joins as its moderator. */
export const CreateGroupInput = z.strictObject({
  name: trimmed(3, 60, communityMessages.groupName),
  description: z._default(
    z
      .string({ error: communityMessages.groupDescription })
      .check(z.trim(), z.maxLength(500, communityMessages.groupDescription)),
    '',
  ),
  topic: GroupTopic,
  city: trimmed(2, 60, communityMessages.city),
});
export type CreateGroupInput = z.input<typeof CreateGroupInput>;

export const Group = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  topic: GroupTopic,
  city: z.string(),
  memberCount: z.number(),
  postCount: z.number(),
  createdAt: z.string(),
  /** The viewer is a member (false for a guest). */
  joined: z.boolean(),
  /** The viewer moderates it (its moderators, and admins). */
  moderator: z.boolean(),
});
export type Group = z.infer<typeof Group>;

export const GroupList = z.object({ groups: z.array(Group) });
export type GroupList = z.infer<typeof GroupList>;

/** GET /groups/:id, POST /groups, PUT and DELETE /groups/:id/membership. */
export const GroupAnswer = z.object({ group: Group });
export type GroupAnswer = z.infer<typeof GroupAnswer>;
