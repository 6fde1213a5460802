import { RefusePrescriptionInput, type PharmacyQueueItem } from '@petpal/contracts';
import { Button, Dialog, Stack, TextArea, useToast, apiFieldErrors, useContractForm } from '@petpal/design-system';
import { SOMETHING_WENT_WRONG } from '../../../lib/error-message';
import { useRefusePrescription } from '../api/pharmacy-queue';
import { orderReference } from '../shop-format';

export interface RefuseDialogProps {
  /** The order being refused; null keeps the dialog closed. */
  item: PharmacyQueueItem | null;
  onClose(): void;
}

/** Refusing needs a reason, which the owner reads on their order; the order is cancelled and refunded. */
export function RefuseDialog({ item, onClose }: RefuseDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title="Refuse this prescription?"
      description={
        item ? `Order ${orderReference(item.order)} for ${item.ownerName} is cancelled and refunded.` : undefined
      }
    >
      {item && <RefuseForm key={item.order.id} orderId={item.order.id} onClose={onClose} />}
    </Dialog>
  );
}

function RefuseForm({ orderId, onClose }: { orderId: string; onClose(): void }) {
  const form = useContractForm(RefusePrescriptionInput, { defaultValues: { reason: '' } });
  const refuse = useRefusePrescription();
  const { toast } = useToast();

  const submit = form.onSubmit(({ reason }) =>
    refuse.mutate(
      { orderId, reason },
      {
        onSuccess: () => {
          toast({ title: 'Prescription refused', description: 'The owner has been told why.', variant: 'success' });
          onClose();
        },
        onError: (failure) => {
          const errors = apiFieldErrors(failure, SOMETHING_WENT_WRONG);
          form.showErrors({ reason: errors.reason ?? errors.form });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Refuse the prescription">
      <Stack gap={4}>
        <TextArea
          label="Reason for refusing"
          hint="The owner sees this reason."
          required
          maxLength={500}
          {...form.field('reason')}
        />
        <Stack direction="row" gap={2}>
          <Button type="submit" variant="destructive" disabled={refuse.isPending}>
            Refuse Prescription
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Keep Order
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
