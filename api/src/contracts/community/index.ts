/** The community area's contracts: groups, posts, comments, likes, flags and the review queue. */
export * from './messages';
export * from './groups';
export * from './posts';
export * from './moderation';
