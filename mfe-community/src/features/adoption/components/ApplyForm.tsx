import { useState } from 'react';
import { adoptionMessages, AdoptionApplicationInput } from '@petpal/contracts';
import {
  Alert,
  Button,
  createAttemptKeys,
  Stack,
  TextArea,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { useApply } from '../api/applications';

/** The adopter's message about their home and experience; sent once (retries reuse the Idempotency-Key). */
export function ApplyForm({ listingId, petName }: { listingId: string; petName: string }) {
  const apply = useApply(listingId);
  const { toast } = useToast();
  const [keys] = useState(createAttemptKeys);
  const form = useContractForm(AdoptionApplicationInput, { defaultValues: { message: '' } });

  const submit = form.onSubmit((input) =>
    apply.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.settle();
          toast({ title: adoptionMessages.applied, variant: 'success' });
        },
        onError: (error) => {
          keys.settle(error);
          form.showErrors(apiFieldErrors(error, 'Your application was not sent. Please try again.'));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Apply to adopt ${petName}`}>
      <Stack gap={3}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TextArea
          label="About your home and experience"
          hint="Who lives with you, your home and garden, other pets, and the pets you have cared for."
          rows={6}
          {...form.field('message')}
        />
        <Button type="submit" loading={apply.isPending} style={{ alignSelf: 'flex-start' }}>
          Apply to adopt
        </Button>
      </Stack>
    </form>
  );
}
