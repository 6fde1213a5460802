import type { Order } from '@petpal/contracts';
import { Alert, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { orderPrescriptionPath } from '../../../lib/paths';

/** An order waiting for a prescription: the step, prominent, before anything else about it. */
export function PrescriptionLink({ order }: { order: Pick<Order, 'id' | 'status'> }) {
  if (order.status !== 'awaiting_prescription') return null;
  return (
    <Alert variant="warning" title="Prescription needed">
      <Stack gap={2}>
        <Text>This order holds prescription items: we prepare it once a prescription is added.</Text>
        <div>
          <RouterButtonLink to={orderPrescriptionPath(order.id)} size="sm">
            Add prescription
          </RouterButtonLink>
        </div>
      </Stack>
    </Alert>
  );
}
