import { ButtonLink, Card, CardBody, CardTitle, EmptyState } from '@petpal/design-system';

export function VetAppointmentsCard() {
  return (
    <Card data-remote="mfe-vet">
      <CardTitle>Vet appointments</CardTitle>
      <CardBody>
        <EmptyState
          title="No vet appointments"
          description="Your pending and confirmed vet appointments will show here."
          action={
            <ButtonLink href="/services/book-a-vet" variant="outline" size="sm">
              Book a Vet
            </ButtonLink>
          }
        />
      </CardBody>
    </Card>
  );
}
