import { useState } from 'react';
import type { Autoship } from '@petpal/contracts';
import { Alert, Button, Dialog, Stack, useToast } from '@petpal/design-system';
import { useAutoshipAction } from '../api/autoship';

export const AUTOSHIP_CANCEL_FAILED = 'We could not cancel the Autoship. Please try again.';

/** Cancel, after a confirmation (cancelled is final; orders already placed stay). */
export function CancelAutoshipButton({ autoship }: { autoship: Autoship }) {
  const [open, setOpen] = useState(false);
  const cancel = useAutoshipAction();
  const { toast } = useToast();
  const name = autoship.product.name;

  const close = () => {
    setOpen(false);
    cancel.reset();
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Cancel Autoship of ${name}`}>
        Cancel
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Cancel this Autoship?"
        description={`No more deliveries of ${name} will be ordered. Orders already placed are not affected.`}
        footer={
          <Stack direction="row" gap={2} justify="flex-end" wrap>
            <Button variant="ghost" onClick={close}>
              Keep Autoship
            </Button>
            <Button
              variant="destructive"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { id: autoship.id, action: 'cancel' },
                  {
                    onSuccess: () => {
                      setOpen(false);
                      toast({ title: 'Autoship cancelled', description: name, variant: 'success' });
                    },
                  },
                )
              }
            >
              Cancel Autoship
            </Button>
          </Stack>
        }
      >
        {cancel.isError && <Alert variant="error">{cancel.error.message || AUTOSHIP_CANCEL_FAILED}</Alert>}
      </Dialog>
    </>
  );
}
