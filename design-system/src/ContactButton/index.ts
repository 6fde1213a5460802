export { CONTACT_FAILED, CONTACT_LABEL, ContactButton } from './ContactButton';
export type { ContactButtonProps } from './ContactButton';
export { INBOX_LINK_LABEL, InboxLink } from './InboxLink';
