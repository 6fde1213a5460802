/** The community area's contracts: groups, posts, comments, likes, flags, the review queue and the to-do list. */
export * from './messages';
export * from './groups';
export * from './posts';
export * from './moderation';
export * from './todo';
export * from './adoption';
export * from './playdates';
