export { CardEntry } from './CardEntry';
export type { CardEntryProps } from './CardEntry';
export { CARD_ENTRY_MESSAGES, CardEntryError, useCardEntryConfig } from './card-entry-config';
export type { CardEntryHandle } from './card-entry-config';
