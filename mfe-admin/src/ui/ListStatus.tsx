import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Spinner, Stack } from '@petpal/design-system';

export interface ListStatusProps {
  /** What is loading, for the spinner's label ("Loading users"). */
  what: string;
  isPending: boolean;
  error: Error | null;
  onRetry(): void;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText?: string;
  children: ReactNode;
}

/** Every dashboard list: a spinner while loading, the error with Retry, an empty message, or the list. */
export function ListStatus(props: ListStatusProps) {
  const { what, isPending, error, onRetry, isEmpty, emptyTitle, emptyText, children } = props;
  if (isPending) {
    return (
      <Stack align="center">
        <Spinner label={`Loading ${what}`} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert variant="error" title={`We could not load the ${what}.`}>
        <Stack gap={2} align="flex-start">
          <span>{error.message}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyText} />;
  return <>{children}</>;
}
