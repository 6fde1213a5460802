import type { AdoptionContact } from '@petpal/contracts';
import { Card, CardTitle, Stack, Text } from '@petpal/design-system';

export interface ContactCardProps {
  title: string;
  contact: AdoptionContact;
  /** What to do next, above the details. */
  note?: string;
}

/** A person's contact details, shared once the lister accepted the adopter: name, email and phone links. */
export function ContactCard({ title, contact, note }: ContactCardProps) {
  return (
    <Card as="section" aria-label={title}>
      <CardTitle as="h3">{title}</CardTitle>
      {note && <Text tone="muted">{note}</Text>}
      <Stack gap={1} style={{ overflowWrap: 'anywhere' }}>
        <Text>{contact.name}</Text>
        {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        {contact.phone && <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>}
        {!contact.email && !contact.phone && <Text tone="muted">No email or phone on their profile yet.</Text>}
      </Stack>
    </Card>
  );
}
