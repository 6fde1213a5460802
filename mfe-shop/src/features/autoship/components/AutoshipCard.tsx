import { useState } from 'react';
import type { Autoship } from '@petpal/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  createAttemptKeys,
  Heading,
  Stack,
  Text,
  useToast,
  type BadgeVariant,
  formatMoney,
} from '@petpal/design-system';
import { useAutoshipAction, useOrderNow } from '../api/autoship';
import { AUTOSHIP_STATUS_LABELS, deliveryDate, frequencyLabel } from '../autoship-format';
import { CancelAutoshipButton } from './CancelAutoshipButton';
import { ChangeFrequency } from './ChangeFrequency';

const STATUS_VARIANTS: Record<Autoship['status'], BadgeVariant> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'neutral',
};

export const AUTOSHIP_ACTION_FAILED = 'That did not work. Please try again.';

/** One Autoship: what, how many, how often, when next, its status; Skip next, Pause/Resume, frequency, Cancel, Order now. */
export function AutoshipCard({ autoship }: { autoship: Autoship }) {
  const action = useAutoshipAction();
  const orderNow = useOrderNow();
  const [orderKeys] = useState(createAttemptKeys);
  const { toast } = useToast();
  const name = autoship.product.name;
  const active = autoship.status === 'active';
  const error = action.error ?? orderNow.error;
  const busy = action.isPending || orderNow.isPending;

  const run = (kind: 'skip' | 'pause' | 'resume') => {
    orderNow.reset();
    action.mutate({ id: autoship.id, action: kind });
  };
  const placeNow = () => {
    action.reset();
    orderNow.mutate(
      { id: autoship.id, key: orderKeys.keyFor({ id: autoship.id }) },
      {
        onSuccess: ({ order }) => {
          orderKeys.settle();
          toast({ title: 'Order placed', description: `${name}: ${formatMoney(order.total)}`, variant: 'success' });
        },
        onError: (failure) => orderKeys.settle(failure),
      },
    );
  };

  return (
    <Card as="article" aria-label={`Autoship of ${name}`}>
      <Stack gap={3}>
        <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
          <Heading level={3}>{name}</Heading>
          <Badge variant={STATUS_VARIANTS[autoship.status]}>{AUTOSHIP_STATUS_LABELS[autoship.status]}</Badge>
        </Stack>
        <Text>
          {`${autoship.quantity} × ${formatMoney(autoship.autoshipUnitPrice)} · ${frequencyLabel(autoship.frequencyWeeks)}`}
        </Text>
        {autoship.status !== 'cancelled' && (
          <Text>
            {active ? 'Next delivery: ' : 'Next delivery (when resumed): '}
            <strong>{deliveryDate(autoship.nextOrderAt)}</strong>
          </Text>
        )}
        {autoship.status === 'paused' && autoship.pausedReason && (
          <Alert variant="warning">{autoship.pausedReason}</Alert>
        )}
        {autoship.lastResult && autoship.lastResult.message !== autoship.pausedReason && (
          <Text tone="muted">{`Last: ${autoship.lastResult.message}`}</Text>
        )}
        {error && <Alert variant="error">{error.message || AUTOSHIP_ACTION_FAILED}</Alert>}
        {autoship.status !== 'cancelled' && (
          <Stack direction="row" gap={2} wrap>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => run('skip')}
              aria-label={`Skip next delivery of ${name}`}
            >
              Skip next
            </Button>
            {active ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => run('pause')}
                aria-label={`Pause Autoship of ${name}`}
              >
                Pause
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => run('resume')}
                aria-label={`Resume Autoship of ${name}`}
              >
                Resume
              </Button>
            )}
            {active && (
              <Button
                size="sm"
                loading={orderNow.isPending}
                disabled={busy}
                onClick={placeNow}
                aria-label={`Order now: ${name}`}
              >
                Order now
              </Button>
            )}
            <ChangeFrequency autoship={autoship} />
            <CancelAutoshipButton autoship={autoship} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
