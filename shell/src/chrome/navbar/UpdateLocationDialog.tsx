import { useId, useState, type FormEvent } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Button, Dialog, locationAtom, setManualLocation, TextField } from '@petpal/design-system';

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
  const [text, setText] = useState(current.loading || current.error ? '' : current.displayText);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = setManualLocation(store, text);
    if (refused) {
      setError(refused);
      return;
    }
    onClose();
  }

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
      <form id={formId} noValidate onSubmit={onSubmit}>
        <TextField
          label="Location"
          name="location"
          placeholder="City, State"
          autoComplete="address-level2"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
      </form>
    </Dialog>
  );
}
