import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Stack, TextArea } from '@petpal/design-system';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The text area's label ("Reason", "Note"). */
  label?: string;
  /** A reason is needed: the message shown when it is left blank. */
  requiredMessage?: string;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** The API's refusal, in its own words. */
  error: string | null;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** A confirmation with a reason (or an optional note) for an admin write; the API's refusal is shown inside. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, label = 'Reason', requiredMessage, confirmLabel, destructive } = props;
  const { pending, error, onConfirm, onClose } = props;
  const formId = useId();
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (requiredMessage && !reason.trim()) {
      setBlank(true);
      return;
    }
    onConfirm(reason.trim());
  }

  function close() {
    setReason('');
    setBlank(false);
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={destructive ? 'destructive' : 'primary'} loading={pending}>
            {confirmLabel}
          </Button>
        </Stack>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap={3}>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <TextArea
            label={requiredMessage ? label : `${label} (optional)`}
            value={reason}
            maxLength={500}
            error={blank ? requiredMessage : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setBlank(false);
            }}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
