import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { ORDER_STATUS_LABELS, type OrderPrescriptionAnswer } from '@petpal/contracts';
import {
  Alert,
  Button,
  Card,
  LoadingLine,
  PageFrame,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  formatMoney,
} from '@petpal/design-system';
import { paths } from '../../../lib/paths';
import { errorMessageOf } from '../../../lib/error-message';
import { SessionNotice } from '../../../ui/SessionNotice';
import { useOrderPrescription } from '../api/prescription';
import { orderReference } from '../shop-format';
import { PrescriptionForm } from './PrescriptionForm';
import { PrescriptionLines } from './PrescriptionLines';
import { PrescriptionSummary } from './PrescriptionSummary';

/**
 * /pharmas-orders/:orderId/prescription (decision 043): the owner adds the prescription of an order that
 * holds prescription items (their PetPal vet, or an upload), then waits for the pharmacist.
 */
export function PrescriptionPage() {
  const { orderId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title="Add a Prescription"
      intro="We prepare prescription items once a pharmacist has checked the prescription."
    >
      <SessionNotice
        user={user}
        guestMessage="Log in to add the prescription for your order."
        returnTo={`/pharmas-orders/${orderId}/prescription`}
      >
        <PrescriptionStep orderId={orderId} />
      </SessionNotice>
    </PageFrame>
  );
}

function PrescriptionStep({ orderId }: { orderId: string }) {
  const answer = useOrderPrescription(orderId, true);
  if (answer.isPending) return <LoadingLine message="Loading your order…" />;
  if (answer.isError) return <Alert variant="error">{errorMessageOf(answer.error)}</Alert>;
  const { order } = answer.data;
  return (
    <Stack gap={5}>
      <Card>
        <Stack gap={3}>
          <Text>
            Order {orderReference(order)} · {ORDER_STATUS_LABELS[order.status]}
          </Text>
          <PrescriptionLines order={order} />
        </Stack>
      </Card>
      <StepState answer={answer.data} />
      <div>
        <RouterButtonLink to={paths.orders} variant="secondary">
          Back to My Orders
        </RouterButtonLink>
      </div>
    </Stack>
  );
}

/** Refused, approved, waiting for the pharmacist, or the form. */
function StepState({ answer }: { answer: OrderPrescriptionAnswer }) {
  const { order, prescription } = answer;
  const [replacing, setReplacing] = useState(false);
  if (order.status === 'cancelled') {
    return order.refusalReason ? (
      <Alert variant="error" title="Prescription refused">
        <Stack gap={2}>
          <Text>The pharmacist could not accept the prescription: {order.refusalReason}</Text>
          <Text>
            {order.refundStatus === 'refunded' && order.refund
              ? `The order is cancelled and ${formatMoney(order.refund.amount)} was refunded to ${order.paymentMethodLabel}.`
              : 'The order is cancelled and your refund is on its way.'}
          </Text>
        </Stack>
      </Alert>
    ) : (
      <Alert variant="info" title="Order cancelled">
        This order was cancelled.
      </Alert>
    );
  }
  if (order.status !== 'awaiting_prescription') {
    return (
      <Alert variant="success" title="Prescription approved">
        The pharmacist approved the prescription. Your order is now “{ORDER_STATUS_LABELS[order.status]}”.
      </Alert>
    );
  }
  if (prescription && !replacing) {
    return (
      <Stack gap={3}>
        <Alert variant="info" title="Waiting for the pharmacist">
          A pharmacist checks your prescription before we prepare the order.
        </Alert>
        <PrescriptionSummary prescription={prescription} />
        <div>
          <Button variant="outline" size="sm" onClick={() => setReplacing(true)}>
            Replace Prescription
          </Button>
        </div>
      </Stack>
    );
  }
  return <PrescriptionForm orderId={order.id} onDone={() => setReplacing(false)} />;
}
