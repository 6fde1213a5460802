import type { PharmacyQueueItem } from '@petpal/contracts';
import { Badge, Button, Card, CardFooter, CardTitle, Stack, Text, useToast } from '@petpal/design-system';
import { errorMessageOf } from '../../../lib/error-message';
import { useApprovePrescription, useAskVet } from '../api/pharmacy-queue';
import { formatDay, orderReference } from '../shop-format';
import { PrescriptionLines } from './PrescriptionLines';
import { PrescriptionSummary } from './PrescriptionSummary';

export interface QueueItemCardProps {
  item: PharmacyQueueItem;
  onRefuse(item: PharmacyQueueItem): void;
}

/** One order in the pharmacist's queue: who, what, the prescription, and the actions it allows. */
export function QueueItemCard({ item, onRefuse }: QueueItemCardProps) {
  const { order, prescription } = item;
  const askVet = useAskVet();
  const approve = useApprovePrescription();
  const { toast } = useToast();
  const failed = (error: unknown) => toast({ title: 'Error', description: errorMessageOf(error), variant: 'error' });
  const busy = askVet.isPending || approve.isPending;
  const title = `Order ${orderReference(order)}`;

  return (
    <Card as="article" aria-label={title}>
      <Stack gap={3}>
        <Stack direction="row" gap={2} align="center" style={{ flexWrap: 'wrap' }}>
          <CardTitle as="h2">{title}</CardTitle>
          {item.state === 'ready' ? (
            <Badge variant="info">Ready for review</Badge>
          ) : (
            <Badge variant="neutral">Waiting for the owner</Badge>
          )}
        </Stack>
        <Text tone="muted">
          {item.ownerName} · ordered {formatDay(order.createdAt)}
          {prescription?.petName ? ` · for ${prescription.petName}` : ''}
        </Text>
        <PrescriptionLines order={order} />
        {prescription ? (
          <PrescriptionSummary prescription={prescription} />
        ) : (
          <Text>The owner has not added a prescription yet.</Text>
        )}
      </Stack>
      <CardFooter>
        {prescription?.source === 'petpal_vet' && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              askVet.mutate(order.id, {
                onSuccess: () => toast({ title: `We emailed ${prescription.vetName}`, variant: 'success' }),
                onError: failed,
              })
            }
          >
            Ask the Vet
          </Button>
        )}
        {prescription && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              approve.mutate(order.id, {
                onSuccess: () => toast({ title: `${title} approved`, variant: 'success' }),
                onError: failed,
              })
            }
          >
            Approve
          </Button>
        )}
        <Button variant="destructive" size="sm" disabled={busy} onClick={() => onRefuse(item)}>
          Refuse
        </Button>
      </CardFooter>
    </Card>
  );
}
