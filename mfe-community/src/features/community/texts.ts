/**
 * The screens' own words beside the API's (`communityMessages` in the contracts): what only a screen says.
 * docs/decisions/035 keeps the community's wording ours, since the spec shows none.
 */
export const communityTexts = {
  tryAgain: 'Something went wrong. Please try again.',
  notSent: 'Your post was not sent. Please try again.',
  hiddenByFlag: 'Thanks: the post is hidden until a PetPal admin reviews it.',
  youFlagged: 'You flagged this post. A moderator will take a look.',
  commentsClosed: 'Comments, likes and flags are closed while the post is hidden.',
  leaveAsModerator: 'You moderate this group. If you leave it, you stop moderating it.',
  groupCreated: 'Your group is ready. You moderate it.',
  commentDeleted: 'Comment deleted.',
  photosHint: 'Up to 4 photos, JPEG, PNG or WebP, up to 15 MB each. Location details stored in photos are removed.',
  joinToPost: 'Join a group to post',
  joinToPostHint: "Posts go to a group. Find one for your city or your pet's topic first.",
} as const;
