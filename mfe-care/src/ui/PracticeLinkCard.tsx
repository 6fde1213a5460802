import { ButtonLink, Card, CardBody, CardFooter, CardTitle, ProviderStandingGate, Text } from '@petpal/design-system';

export interface PracticeLinkCardProps {
  title: string;
  /** What the provider does there. */
  text: string;
  href: string;
  linkLabel: string;
}

/**
 * What a provider gets where owners see their bookings: the way to their own page once verified, the standing
 * panel until then. The bookings parcel has no router, so the link is plain.
 */
export function PracticeLinkCard({ title, text, href, linkLabel }: PracticeLinkCardProps) {
  return (
    <Card data-remote="mfe-care">
      <CardTitle>{title}</CardTitle>
      <ProviderStandingGate headingLevel={4}>
        <CardBody>
          <Text tone="muted">{text}</Text>
        </CardBody>
        <CardFooter>
          <ButtonLink href={href} size="sm">
            {linkLabel}
          </ButtonLink>
        </CardFooter>
      </ProviderStandingGate>
    </Card>
  );
}
