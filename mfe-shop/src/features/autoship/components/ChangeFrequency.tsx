import { useState } from 'react';
import type { Autoship } from '@petpal/contracts';
import { Alert, Button, Select, Stack } from '@petpal/design-system';
import { useUpdateAutoship } from '../api/autoship';
import { FREQUENCY_OPTIONS } from '../autoship-format';

export const FREQUENCY_CHANGE_FAILED = 'We could not change the frequency. Please try again.';

/** Change frequency: a select and Save, shown on demand. */
export function ChangeFrequency({ autoship }: { autoship: Autoship }) {
  const [open, setOpen] = useState(false);
  const [weeks, setWeeks] = useState(autoship.frequencyWeeks);
  const update = useUpdateAutoship();
  const name = autoship.product.name;

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Change frequency of ${name}`}>
        Change frequency
      </Button>
    );
  }
  return (
    <Stack gap={2}>
      <Stack direction="row" gap={2} align="flex-end" wrap>
        <Select
          label={`New frequency for ${name}`}
          options={FREQUENCY_OPTIONS}
          value={String(weeks)}
          onChange={(event) => setWeeks(Number(event.target.value))}
        />
        <Button
          size="sm"
          loading={update.isPending}
          onClick={() =>
            update.mutate({ id: autoship.id, input: { frequencyWeeks: weeks } }, { onSuccess: () => setOpen(false) })
          }
        >
          Save
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen(false);
            update.reset();
          }}
        >
          Keep
        </Button>
      </Stack>
      {update.isError && <Alert variant="error">{update.error.message || FREQUENCY_CHANGE_FAILED}</Alert>}
    </Stack>
  );
}
