export { CONTACT_FAILED, CONTACT_LABEL, ContactButton } from './ContactButton';
export type { ContactButtonProps } from './ContactButton';
