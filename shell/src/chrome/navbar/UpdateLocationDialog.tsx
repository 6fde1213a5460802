import { useId } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { UpdateLocationInput } from '@petpal/contracts';
import { Button, Dialog, locationAtom, setManualLocation, TextField, useContractForm } from '@petpal/design-system';

interface UpdateLocationDialogProps {
  open: boolean;
  onClose(): void;
}

/** Spec "Update Location": type a place by hand; empty after trimming is refused. */
export function UpdateLocationDialog({ open, onClose }: UpdateLocationDialogProps) {
  return open ? <LocationForm onClose={onClose} /> : null;
}

function LocationForm({ onClose }: { onClose(): void }) {
  const store = useStore();
  const current = useAtomValue(locationAtom);
  const form = useContractForm(UpdateLocationInput, {
    defaultValues: { location: current.loading || current.error ? '' : current.displayText },
  });
  const formId = useId();

  const submit = form.onSubmit(({ location }) => {
    const refused = setManualLocation(store, location);
    if (refused) form.setError('location', { message: refused });
    else onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Update Location"
      size="sm"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label="Location"
          placeholder="City, State"
          autoComplete="address-level2"
          {...form.field('location')}
        />
      </form>
    </Dialog>
  );
}
