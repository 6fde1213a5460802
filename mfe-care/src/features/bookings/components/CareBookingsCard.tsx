import { ButtonLink, Card, CardBody, CardTitle, EmptyState } from '@petpal/design-system';

export function CareBookingsCard() {
  return (
    <Card data-remote="mfe-care">
      <CardTitle>Care bookings</CardTitle>
      <CardBody>
        <EmptyState
          title="No care bookings yet"
          description="Pet sitter, trainer and stylist bookings will show here."
          action={
            <ButtonLink href="/services" variant="outline" size="sm">
              Browse Services
            </ButtonLink>
          }
        />
      </CardBody>
    </Card>
  );
}
