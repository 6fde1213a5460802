import { Alert } from '../Alert';
import { Button } from '@petpal/design-system/core';
import { Stack } from '../Layout';

export interface RetryAlertProps {
  message: string;
  onRetry(): void;
}

/** A failed load in place, with a way to try again (the toast has already said it). */
export function RetryAlert({ message, onRetry }: RetryAlertProps) {
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
