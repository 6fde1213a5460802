import { useState } from 'react';
import { adminMessages, type AdminProvider } from '@petpal/api/contracts';
import { Badge, Button, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { formatDay, formatWhen } from '../../dashboard/format';
import { ReasonDialog } from '../../dashboard/components/ReasonDialog';
import { Details, RowActions, RowCard } from '../../dashboard/components/RowCard';
import { useVerifyProvider } from '../api/providers';
import { VERIFICATION_LABELS } from '../labels';

type Decision = 'verified' | 'rejected';
const badgeOf = { unverified: 'warning', verified: 'success', rejected: 'destructive' } as const;

/** One provider: their details (a vet's license ID), their verification, and Verify / Reject with a reason. */
export function ProviderCard({ provider }: { provider: AdminProvider }) {
  const { toast } = useToast();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const verify = useVerifyProvider();
  const isVet = provider.role === 'veterinary_doctor';

  function close() {
    setDeciding(null);
    verify.reset();
  }

  function decide(decision: Decision, reason: string) {
    verify.mutate(
      { role: provider.role, id: provider.id, input: { decision, reason } },
      {
        onSuccess: () => {
          toast({
            title: `${provider.fullName} ${decision === 'verified' ? 'is verified' : 'was rejected'}.`,
            variant: 'success',
          });
          close();
        },
      },
    );
  }

  return (
    <RowCard>
      <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
        <Heading level={3}>{provider.fullName}</Heading>
        <Badge variant={badgeOf[provider.status]}>{VERIFICATION_LABELS[provider.status]}</Badge>
      </Stack>
      <Details>
        {isVet ? (
          <div>
            <dt>License ID</dt>
            <dd>{provider.licenseId ?? 'None given'}</dd>
          </div>
        ) : null}
        <div>
          <dt>Profile since</dt>
          <dd>{formatDay(provider.createdAt)}</dd>
        </div>
        {provider.decidedAt ? (
          <div>
            <dt>Decided</dt>
            <dd>{formatWhen(provider.decidedAt)}</dd>
          </div>
        ) : null}
      </Details>
      {provider.reason ? <Text tone="muted">Reason: {provider.reason}</Text> : null}
      <RowActions>
        {provider.status !== 'verified' ? (
          <Button size="sm" onClick={() => setDeciding('verified')}>
            Verify
          </Button>
        ) : null}
        {provider.status !== 'rejected' ? (
          <Button size="sm" variant="destructive" onClick={() => setDeciding('rejected')}>
            Reject
          </Button>
        ) : null}
      </RowActions>
      {deciding ? (
        <ReasonDialog
          open
          title={deciding === 'verified' ? `Verify ${provider.fullName}?` : `Reject ${provider.fullName}?`}
          description={
            deciding === 'verified' && isVet
              ? `Check license ID ${provider.licenseId ?? '(none given)'} before verifying.`
              : undefined
          }
          requiredMessage={deciding === 'rejected' ? adminMessages.rejectionReason : undefined}
          confirmLabel={deciding === 'verified' ? 'Verify' : 'Reject'}
          destructive={deciding === 'rejected'}
          pending={verify.isPending}
          error={verify.error?.message ?? null}
          onConfirm={(reason) => decide(deciding, reason)}
          onClose={close}
        />
      ) : null}
    </RowCard>
  );
}
