/** The community area's public facade. */
export { createCommunityArea, type CommunityArea } from './community-area';
