import { ButtonLink, Card, CardBody, CardTitle, EmptyState } from '@petpal/design-system';

export function PetReportsCard() {
  return (
    <Card data-remote="mfe-notifications">
      <CardTitle>Lost and found pets</CardTitle>
      <CardBody>
        <EmptyState
          title="No active pet reports"
          description="Lost and found pet reports from your area will show here."
          action={
            <ButtonLink href="/pet-reports" variant="outline" size="sm">
              View Pet Reports
            </ButtonLink>
          }
        />
      </CardBody>
    </Card>
  );
}
