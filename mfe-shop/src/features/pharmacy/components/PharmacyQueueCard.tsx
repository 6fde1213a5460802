import {
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  LoadingLine,
  ProviderStandingGate,
  Text,
} from '@petpal/design-system';
import { paths } from '../../../lib/paths';
import { usePharmacyQueue } from '../api/pharmacy-queue';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The dashboard's card for a pharmacist (in the shop-card parcel): how many orders wait, and the queue; the
 * standing panel until an admin verifies the pharmacist.
 */
export function PharmacyQueueCard() {
  return (
    <Card data-remote="mfe-shop">
      <CardTitle>Pharmacy queue</CardTitle>
      <ProviderStandingGate headingLevel={4}>
        <QueueSummary />
        <CardFooter>
          {/* A parcel has no router of its own: a plain link, the shell routes it. */}
          <ButtonLink href={paths.pharmacyPractice} variant="outline" size="sm">
            Open the queue
          </ButtonLink>
        </CardFooter>
      </ProviderStandingGate>
    </Card>
  );
}

function QueueSummary() {
  const queue = usePharmacyQueue(true);
  let body;
  if (queue.isPending) body = <LoadingLine message="Loading the prescription queue..." />;
  else if (queue.isError) body = <Text tone="muted">We could not load the prescription queue.</Text>;
  else {
    const ready = queue.data.items.filter((item) => item.state === 'ready').length;
    const waiting = queue.data.items.length - ready;
    body = (
      <Text>
        {ready === 0 && waiting === 0
          ? 'No prescription orders are waiting.'
          : `${count(ready, 'prescription', 'prescriptions')} to check, ${count(waiting, 'order', 'orders')} waiting for the owner.`}
      </Text>
    );
  }
  return <CardBody>{body}</CardBody>;
}
