import { useState } from 'react';
import type { PharmacyQueueItem } from '@petpal/contracts';
import { Alert, EmptyState, LoadingLine, Stack } from '@petpal/design-system';
import { errorMessageOf } from '../../../lib/error-message';
import { ProviderPracticeFrame } from '../../../ui/ProviderPracticeFrame';
import { usePharmacyQueue } from '../api/pharmacy-queue';
import { QueueItemCard } from './QueueItemCard';
import { RefuseDialog } from './RefuseDialog';

/**
 * /dashboard/pharmacy-practice (decision 043): the pharmacist's queue of orders waiting for a prescription;
 * ask the owner's PetPal vet, approve, or refuse with a reason. Until an admin verifies the pharmacist, the
 * standing panel instead (decision 053).
 */
export function PharmacyPracticePage() {
  return (
    <ProviderPracticeFrame
      title="Prescription Queue"
      intro="Orders with prescription items wait here. Approve a valid prescription, or refuse it with a reason the owner reads."
      role="pharmacist"
      guestMessage="Log in with your pharmacist account to review prescriptions."
      otherRoleMessage="This page is for pharmacists. Owners add prescriptions from My Orders."
      returnTo="/dashboard/pharmacy-practice"
    >
      <Queue />
    </ProviderPracticeFrame>
  );
}

function Queue() {
  const queue = usePharmacyQueue(true);
  const [refusing, setRefusing] = useState<PharmacyQueueItem | null>(null);
  if (queue.isPending) return <LoadingLine message="Loading the prescription queue…" />;
  if (queue.isError) return <Alert variant="error">{errorMessageOf(queue.error)}</Alert>;
  if (queue.data.items.length === 0) {
    return <EmptyState title="No prescriptions to review" description="Orders that need a prescription appear here." />;
  }
  return (
    <Stack gap={4}>
      {queue.data.items.map((item) => (
        <QueueItemCard key={item.order.id} item={item} onRefuse={setRefusing} />
      ))}
      <RefuseDialog item={refusing} onClose={() => setRefusing(null)} />
    </Stack>
  );
}
