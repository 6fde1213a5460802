import { ButtonLink, Card, CardBody, CardTitle, EmptyState } from '@petpal/design-system';

export function UpcomingVisitsCard() {
  return (
    <Card data-remote="mfe-vet">
      <CardTitle>Upcoming vet visits</CardTitle>
      <CardBody>
        <EmptyState
          title="No upcoming vet visits"
          description="Book a veterinarian and your visits will show here."
          action={
            <ButtonLink href="/services/book-a-vet" variant="outline" size="sm">
              Find a Veterinarian
            </ButtonLink>
          }
        />
      </CardBody>
    </Card>
  );
}
