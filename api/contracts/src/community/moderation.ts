/** Flags on posts, the auto-hide and the admins' review queue (docs/decisions/035). */
import * as z from 'zod/mini';
import { communityMessages } from './messages';
import { Post } from './posts';

/** Flags from this many different people hide a post until an admin reviews it. */
export const FLAG_HIDE_THRESHOLD = 3;

export const FLAG_REASONS = ['spam', 'harassment', 'inappropriate', 'misinformation', 'other'] as const;
export const FlagReason = z.enum(FLAG_REASONS, { error: communityMessages.flagReason });
export type FlagReason = z.infer<typeof FlagReason>;
export const FLAG_REASON_LABELS = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  inappropriate: 'Inappropriate content',
  misinformation: 'Harmful pet-care advice',
  other: 'Something else',
} as const satisfies Record<FlagReason, string>;

/** POST /api/community/posts/:id/flag (signed in, not the author; once per person). */
export const FlagPostInput = z.strictObject({
  reason: FlagReason,
  note: z._default(
    z.string({ error: communityMessages.flagNote }).check(z.trim(), z.maxLength(300, communityMessages.flagNote)),
    '',
  ),
});
export type FlagPostInput = z.input<typeof FlagPostInput>;

export const Flagged = z.object({ flagCount: z.number(), hidden: z.boolean() });
export type Flagged = z.infer<typeof Flagged>;

export const FlagSummary = z.object({ reason: FlagReason, note: z.string(), createdAt: z.string() });

/** GET /api/community/admin/flags (admins): posts with unreviewed flags, hidden ones first, most flags first. */
export const FlagQueue = z.object({
  items: z.array(z.object({ post: Post, flagCount: z.number(), flags: z.array(FlagSummary) })),
});
export type FlagQueue = z.infer<typeof FlagQueue>;

/** POST /api/community/admin/posts/:id/review (admins): restore shows it again and clears its flags; remove deletes it. */
export const ReviewInput = z.strictObject({
  action: z.enum(['restore', 'remove'], { error: communityMessages.reviewAction }),
});
export type ReviewInput = z.input<typeof ReviewInput>;
export const Reviewed = z.object({ action: z.enum(['restore', 'remove']) });
export type Reviewed = z.infer<typeof Reviewed>;
