import type { PharmacyQueue } from '@petpal/contracts';
import { paths } from '../../../lib/paths';
import { ProviderDashboardCard, QuerySummary } from '../../../ui/ProviderDashboardCard';
import { usePharmacyQueue } from '../api/pharmacy-queue';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const useQueue = () => usePharmacyQueue(true);

/**
 * The dashboard's card for a pharmacist (in the shop-card parcel): how many orders wait, and the queue; the
 * standing panel until an admin verifies the pharmacist.
 */
export function PharmacyQueueCard() {
  return (
    <ProviderDashboardCard title="Pharmacy queue" href={paths.pharmacyPractice} linkLabel="Open the queue">
      <QuerySummary
        useData={useQueue}
        loading="Loading the prescription queue..."
        failed="We could not load the prescription queue."
        summary={queueSummary}
      />
    </ProviderDashboardCard>
  );
}

function queueSummary(queue: PharmacyQueue): string {
  const ready = queue.items.filter((item) => item.state === 'ready').length;
  const waiting = queue.items.length - ready;
  return ready === 0 && waiting === 0
    ? 'No prescription orders are waiting.'
    : `${count(ready, 'prescription', 'prescriptions')} to check, ${count(waiting, 'order', 'orders')} waiting for the owner.`;
}
