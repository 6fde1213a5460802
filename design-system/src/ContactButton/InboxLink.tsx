import { RouterButtonLink } from '../Button';

export const INBOX_LINK_LABEL = 'Messages';

/** The way to the inbox from a provider's practice screen: providers answer owners at /messages (085). */
export function InboxLink() {
  return (
    <RouterButtonLink to="/messages" variant="outline" size="sm">
      {INBOX_LINK_LABEL}
    </RouterButtonLink>
  );
}
