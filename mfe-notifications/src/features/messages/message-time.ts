/** A message's time: the hour today ("14:05"), else the day ("28 Nov"), else with the year. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) {
    return at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  }
  const sameYear = at.getFullYear() === now.getFullYear();
  return at.toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

export const inboxTexts = {
  title: 'Messages',
  intro: 'Your conversations with pet care providers and pet owners.',
  guest: 'Log in to see your messages.',
  empty: 'No conversations yet',
  emptyHint: 'Use Contact on a sitter, trainer, stylist or vet to ask a question before you book.',
  loadFailed: 'Failed to load messages. Please try again.',
  back: 'All messages',
  older: 'Load older messages',
  label: 'Your message',
  send: 'Send',
  sendFailed: 'Your message was not sent. Please try again.',
  seen: 'Seen',
  report: 'Report',
  reported: 'Thank you. Our team will review this message.',
  reportTitle: 'Report this message',
  reportReason: 'Why are you reporting it?',
  hiddenContact: 'Phone numbers and email addresses are shared once a booking is accepted.',
  masked: 'Contact details were hidden',
  start: 'No messages yet. Say hello.',
  attach: 'Add photo',
  photosToSend: 'Photos to send',
  photosFull: 'Up to 4 photos a message.',
} as const;
