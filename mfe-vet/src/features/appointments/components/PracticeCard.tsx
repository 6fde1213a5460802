import { ButtonLink, Card, CardBody, CardFooter, CardTitle, ProviderStandingGate, Text } from '@petpal/design-system';

/** What a veterinarian gets where owners see their visits: the way to their practice, once verified. */
export function PracticeCard() {
  return (
    <Card data-remote="mfe-vet">
      <CardTitle>Your practice</CardTitle>
      <ProviderStandingGate headingLevel={4}>
        <CardBody>
          <Text tone="muted">Confirm appointments, write visit notes and set your hours, holidays and fee.</Text>
        </CardBody>
        <CardFooter>
          <ButtonLink href="/dashboard/vet-practice" size="sm">
            Manage Practice
          </ButtonLink>
        </CardFooter>
      </ProviderStandingGate>
    </Card>
  );
}
