import { useState } from 'react';
import { adminMessages, type AdminProvider } from '@petpal/contracts';
import { Badge, Button, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { RowActions, RowCard } from '../../../ui/RowCard';
import { useVerifyProvider } from '../api/providers';
import { VERIFICATION_LABELS } from '../labels';
import { ApplicationDetails } from './ApplicationDetails';

type Decision = 'verified' | 'rejected';
const badgeOf = { pending: 'warning', verified: 'success', rejected: 'destructive' } as const;

/** What the admin checks before verifying, by role. */
function checkBefore(provider: AdminProvider): string | undefined {
  if (provider.role === 'veterinary_doctor' || provider.role === 'pharmacist') {
    return `Check license ID ${provider.licenseId ?? '(none given)'} before verifying.`;
  }
  if (provider.role === 'supplier') {
    return `Check tax ID ${provider.taxId ?? '(none given)'} of ${provider.businessName ?? '(no business name)'} before verifying.`;
  }
  if (provider.idCheck?.result === 'consider') return 'The ID check asks for a closer look at the document.';
  return undefined;
}

/**
 * One application: what the provider sent (decision 053), its verification, and Verify (once nothing is missing)
 * or Reject with a reason; a suspended account says so.
 */
export function ProviderCard({ provider }: { provider: AdminProvider }) {
  const { toast } = useToast();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const verify = useVerifyProvider();
  const complete = provider.missing.length === 0;

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
        <Stack direction="row" gap={2} wrap>
          {provider.suspended ? <Badge variant="destructive">Suspended</Badge> : null}
          <Badge variant={badgeOf[provider.status]}>{VERIFICATION_LABELS[provider.status]}</Badge>
        </Stack>
      </Stack>
      <ApplicationDetails provider={provider} />
      {provider.reason ? <Text tone="muted">Reason: {provider.reason}</Text> : null}
      {provider.suspended ? <Text tone="muted">Suspended: {provider.suspended.reason}</Text> : null}
      <RowActions>
        {provider.status !== 'verified' && complete ? (
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
      {provider.status !== 'verified' && !complete ? (
        <Text tone="muted">It can be verified once nothing is missing.</Text>
      ) : null}
      {deciding ? (
        <ReasonDialog
          open
          title={deciding === 'verified' ? `Verify ${provider.fullName}?` : `Reject ${provider.fullName}?`}
          description={deciding === 'verified' ? checkBefore(provider) : undefined}
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
