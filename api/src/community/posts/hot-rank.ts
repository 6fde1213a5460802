/**
 * The feed's hot rank (docs/decisions/035), Reddit's "hot" formula on our engagement score:
 *
 *   hot = log10(1 + likes + 2 x comments) + (createdAt - 2026-01-01) / 45,000 s
 *
 * Age never has to be recomputed: every post's rank gains the same amount per second of its posting
 * time, so a newer post outranks an older one unless the older one has 10x the engagement per 12.5 hours
 * between them. The rank is stored on the post and changes only when a like or comment does, so the first
 * page of a feed is one indexed query (groupId, hidden, hot desc, _id desc), whatever the feed's size.
 */

const EPOCH_MS = Date.UTC(2026, 0, 1);
/** Seconds of posting time worth one order of magnitude of engagement. */
export const HOT_DECAY_SECONDS = 45_000;
/** A comment takes more effort than a like. */
export const COMMENT_WEIGHT = 2;

export function hotRank(likeCount: number, commentCount: number, createdAt: Date): number {
  const engagement = Math.max(0, likeCount) + COMMENT_WEIGHT * Math.max(0, commentCount);
  const rank = Math.log10(1 + engagement) + (createdAt.getTime() - EPOCH_MS) / 1000 / HOT_DECAY_SECONDS;
  // Rounded so that the cursor's decimal text gives back exactly the stored number.
  return Math.round(rank * 1e9) / 1e9;
}
