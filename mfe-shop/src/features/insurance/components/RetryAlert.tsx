import { Alert, Button, Stack } from '@petpal/design-system';

/** A failed load in place, with a way to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert variant="error">
      <Stack gap={3} align="flex-start">
        {message}
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
