import { Alert, Button, EntryActions, Text } from '@petpal/design-system';
import { formatMoment } from '../lib/format';

export interface AnswerActionsProps {
  /** The API says the provider may still answer. */
  canAnswer: boolean;
  /** When an open request expires; null where nothing expires. */
  expiresAt: string | null;
  /** An answer is under way (any entry's): the buttons wait. */
  busy: boolean;
  /** Why the last Accept of this entry was refused, e.g. the API's 409 of an expired request. */
  error?: string;
  onAccept(): void;
  onDecline(): void;
}

/** The end of a request a provider answers: until when, a refusal of the last Accept, and Accept or Decline. */
export function AnswerActions({ canAnswer, expiresAt, busy, error, onAccept, onDecline }: AnswerActionsProps) {
  return (
    <>
      {canAnswer && expiresAt && <Text tone="muted">Answer by {formatMoment(expiresAt)}, or the request expires.</Text>}
      {error && <Alert variant="error">{error}</Alert>}
      {canAnswer && (
        <EntryActions>
          <Button type="button" size="sm" disabled={busy} onClick={onAccept}>
            Accept
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
        </EntryActions>
      )}
    </>
  );
}
