/** How care shows people's names: avatars, reviews and the sitter's inbox. */
import type { ObjectId } from 'mongodb';

const words = (fullName: string | undefined) => (fullName ?? '').trim().split(/\s+/).filter(Boolean);
const firstLetter = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase('en');

/** The avatar's initials: first letters of the first and last names, e.g. "AR" for "Asha Rao". */
export function initialsOf(fullName: string): string {
  const parts = words(fullName);
  if (parts.length === 0) return '?';
  const first = firstLetter(parts[0]!);
  return parts.length === 1 ? first : first + firstLetter(parts[parts.length - 1]!);
}

/** A review's author: the owner's first name, or "Pet owner" when there is none. */
export function firstNameOf(fullName: string | undefined): string {
  return words(fullName)[0] ?? 'Pet owner';
}

/** What a sitter sees of an owner before meeting them: first name and last initial, e.g. "Priya S.". */
export function shortNameOf(fullName: string | undefined): string {
  const parts = words(fullName);
  if (parts.length === 0) return 'Pet owner';
  return parts.length === 1 ? parts[0]! : `${parts[0]} ${firstLetter(parts[parts.length - 1]!)}.`;
}

/**
 * A provider as a card or a booking shows them: id, name, the avatar's initials, photo and place (`record`
 * is their profile record, when there is one).
 */
export function providerSummary(
  id: ObjectId,
  fullName: string,
  record: { profileImageUrl?: string | null; location: string } | undefined,
) {
  return {
    id: id.toHexString(),
    fullName,
    initials: initialsOf(fullName),
    profileImageUrl: record?.profileImageUrl ?? null,
    location: record?.location ?? '',
  };
}
