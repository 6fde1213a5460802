import { useState } from 'react';
import type { Enrolment } from '@petpal/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardTitle,
  Dialog,
  EmptyState,
  LoadingLine,
  RetryAlert,
  Stack,
  CardGrid,
} from '@petpal/design-system';
import { useCancelEnrolment, useMyEnrolments } from '../api/enrolments';
import { perMonth } from '../format';
import { Facts } from './Facts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function PolicyCard({ policy, onCancel }: { policy: Enrolment; onCancel(policy: Enrolment): void }) {
  const active = policy.status === 'active';
  return (
    <Card as="article" aria-labelledby={`policy-${policy.id}`}>
      <CardTitle id={`policy-${policy.id}`}>
        {policy.pet.name} · {policy.plan.name}
      </CardTitle>
      <span>
        <Badge variant={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Cancelled'}</Badge>
      </span>
      <Facts>
        <dt>Premium</dt>
        <dd>{perMonth(policy.monthlyPremium)}</dd>
        <dt>Reference</dt>
        <dd>{policy.reference}</dd>
        <dt>Enrolled</dt>
        <dd>{dateOf(policy.createdAt)}</dd>
        {policy.cancelledAt && (
          <>
            <dt>Cancelled on</dt>
            <dd>{dateOf(policy.cancelledAt)}</dd>
          </>
        )}
      </Facts>
      {active && (
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Cancel policy for ${policy.pet.name} (${policy.plan.name})`}
            onClick={() => onCancel(policy)}
          >
            Cancel policy
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The signed-in owner's policies, with cancel (after a confirmation). */
export function MyPolicies() {
  const policies = useMyEnrolments(true);
  const cancel = useCancelEnrolment();
  const [cancelling, setCancelling] = useState<Enrolment | null>(null);

  function close() {
    setCancelling(null);
    cancel.reset();
  }

  if (policies.isPending) return <LoadingLine message="Loading your policies..." />;
  if (policies.isError) {
    return <RetryAlert message="We could not load your policies." onRetry={() => void policies.refetch()} />;
  }
  const list = policies.data.enrolments;
  return (
    <Stack gap={4}>
      {list.length === 0 ? (
        <EmptyState title="No policies yet" description="Get a quote above and enrol one of your pets." />
      ) : (
        <CardGrid aria-label="My policies">
          {list.map((policy) => (
            <li key={policy.id}>
              <PolicyCard policy={policy} onCancel={setCancelling} />
            </li>
          ))}
        </CardGrid>
      )}
      {cancelling && (
        <Dialog
          open
          onClose={close}
          title={`Cancel ${cancelling.pet.name}'s policy?`}
          description={`${cancelling.plan.name}, reference ${cancelling.reference}.`}
          footer={
            <>
              <Button type="button" variant="ghost" onClick={close}>
                Keep policy
              </Button>
              <Button
                type="button"
                variant="destructive"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(cancelling.id, { onSuccess: close })}
              >
                Cancel policy
              </Button>
            </>
          }
        >
          {cancel.error ? (
            <Alert variant="error">{cancel.error.message}</Alert>
          ) : (
            <p>Nothing was charged for this policy, so there is nothing to refund.</p>
          )}
        </Dialog>
      )}
    </Stack>
  );
}
