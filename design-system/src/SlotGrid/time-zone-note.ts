/**
 * How a booking calendar labels its times (issue 18 item 4): slots are in the provider's zone, said so, and
 * the owner's zone is named beside it when it differs.
 * Example: providerTimeNote('Asia/Kolkata', 'Europe/Berlin')
 *   -> "Times in Asia/Kolkata (provider's time) · your time zone is Europe/Berlin".
 */
export function providerTimeNote(
  providerZone: string,
  // The browser's zone: the owner's, when an owner books.
  ownerZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const note = `Times in ${providerZone} (provider's time)`;
  return ownerZone === providerZone ? note : `${note} · your time zone is ${ownerZone}`;
}
