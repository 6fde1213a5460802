/**
 * The community area's public facade: the only module other areas, the app and the seed registry import
 * from community. Groups, posts, comments, likes and flags stay behind it.
 */
export {
  COMMUNITY_RATE_LIMITS,
  createCommunityArea,
  prepareCommunityArea,
  type CommunityArea,
  type CommunityAreaDeps,
  type CommunityAreaOptions,
} from './community-area';
export { communitySeeder } from './community.seed';
