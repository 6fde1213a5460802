import { ButtonLink, Card, CardBody, CardFooter, CardTitle, Text } from '@petpal/design-system';

export interface PracticeLinkCardProps {
  title: string;
  /** What the provider does there. */
  text: string;
  href: string;
  linkLabel: string;
}

/**
 * What a provider gets where owners see their bookings: the way to their own page. The bookings parcel has
 * no router, so the link is plain.
 */
export function PracticeLinkCard({ title, text, href, linkLabel }: PracticeLinkCardProps) {
  return (
    <Card data-remote="mfe-care">
      <CardTitle>{title}</CardTitle>
      <CardBody>
        <Text tone="muted">{text}</Text>
      </CardBody>
      <CardFooter>
        <ButtonLink href={href} size="sm">
          {linkLabel}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
