/**
 * Query keys of the community screens. The API answers differ by viewer (joined, likedByMe, what they may
 * do), so every key ends with the viewer (a user id or "guest"): after signing in or out no screen shows
 * another viewer's cached answer. Prefixes without the viewer invalidate everyone's copies.
 */
export const communityKeys = {
  all: ['community'] as const,
  groups: ['community', 'groups'] as const,
  groupLists: ['community', 'groups', 'list'] as const,
  groupList: (query: string, viewer: string) => ['community', 'groups', 'list', query, viewer] as const,
  group: (groupId: string, viewer: string) => ['community', 'groups', 'one', groupId, viewer] as const,
  feeds: ['community', 'feeds'] as const,
  feed: (groupId: string | null, viewer: string) => ['community', 'feeds', groupId ?? 'mine', viewer] as const,
  /** The post and its comments, for every viewer. */
  thread: (postId: string) => ['community', 'post', postId] as const,
  post: (postId: string, viewer: string) => ['community', 'post', postId, 'post', viewer] as const,
  comments: (postId: string, viewer: string) => ['community', 'post', postId, 'comments', viewer] as const,
  /** A post's comments, for every viewer. */
  allComments: (postId: string) => ['community', 'post', postId, 'comments'] as const,
};
