import { ButtonLink, Card, CardBody, CardTitle, EmptyState } from '@petpal/design-system';

export function TodoCard() {
  return (
    <Card data-remote="mfe-community">
      <CardTitle>To-Do</CardTitle>
      <CardBody>
        <EmptyState
          title="Nothing to do yet"
          description="Tasks for your pets will show here."
          action={
            <ButtonLink href="/todo" variant="outline" size="sm">
              Open To-Do
            </ButtonLink>
          }
        />
      </CardBody>
    </Card>
  );
}
