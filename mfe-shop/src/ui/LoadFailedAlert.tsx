import { Alert, Button, Stack, Text } from '@petpal/design-system';

export interface LoadFailedAlertProps {
  /** What failed to load, as the alert's title. */
  title: string;
  /** The server's own words, when they add something. */
  detail?: string;
  onRetry(): void;
}

/** A failed load in place of the page's content, with Try again. */
export function LoadFailedAlert({ title, detail, onRetry }: LoadFailedAlertProps) {
  const retry = (
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  );
  return (
    <Alert variant="error" title={title}>
      {detail === undefined ? (
        retry
      ) : (
        <Stack gap={2}>
          <Text>{detail}</Text>
          <div>{retry}</div>
        </Stack>
      )}
    </Alert>
  );
}
