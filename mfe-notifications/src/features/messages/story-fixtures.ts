import { type ChatMessage, type ConversationSummary, type ImageRef, MESSAGE_REMOVED_TEXT } from '@petpal/contracts';
import { petOwner } from '../../test/users';

/** Conversations and messages for the inbox's stories: the owner (petOwner) and a sitter, Nisha Rao. */
export const conversationId = 'c00000000000000000000001';
export const sitterUserId = 'b00000000000000000000002';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A stored photo's reference (stories have no image files: `Photo` shows its paw drawing). */
export const storyPhoto = (key: string): ImageRef => ({
  id: `${key}-00000000000000000000000`.slice(0, 22),
  widths: [320, 640],
  width: 640,
  height: 480,
});

export function chatMessage(
  n: number,
  senderId: string,
  text: string,
  ago: number,
  masked = false,
  photos: ImageRef[] = [],
): ChatMessage {
  return {
    id: `e0000000000000000000000${n}`,
    conversationId,
    senderId,
    text,
    masked,
    removed: false,
    photos,
    createdAt: minutesAgo(ago),
  };
}

/** A message an admin hid, as its members read it (docs/decisions/099). */
export const removedMessage = (n: number, senderId: string, ago: number): ChatMessage => ({
  ...chatMessage(n, senderId, MESSAGE_REMOVED_TEXT, ago),
  removed: true,
});

export function conversation(over: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: conversationId,
    other: {
      userId: sitterUserId,
      name: 'Nisha Rao',
      role: 'provider',
      providerKind: 'sitter',
      avatarUrl: null,
      contactShared: false,
      phone: null,
      email: null,
    },
    lastMessage: chatMessage(2, sitterUserId, 'Yes, Friday works.', 1),
    lastActivityAt: minutesAgo(1),
    unreadCount: 1,
    otherLastReadAt: minutesAgo(2),
    ...over,
  };
}

export const thread: ChatMessage[] = [
  chatMessage(1, petOwner.id, 'Can you walk Bella on Friday? Call me on +•• ••••• •••••', 5, true),
  chatMessage(2, sitterUserId, 'Yes, Friday works.', 1),
];
