import styled from 'styled-components';
import { AddUpiInput } from '@petpal/contracts';
import { Button, TextField, useContractForm } from '@petpal/design-system';
import type * as z from 'zod/mini';
import { FormBanner } from '../../../ui/FormBanner';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

export interface AddUpiFormProps {
  onSubmit(upi: z.output<typeof AddUpiInput>): void;
  submitting?: boolean;
  error?: string | null;
}

/** A UPI id (name@bank), checked with the AddUpiInput contract before sending. */
export function AddUpiForm({ onSubmit, submitting = false, error }: AddUpiFormProps) {
  const form = useContractForm(AddUpiInput, { defaultValues: { upiId: '' }, context: { methodType: 'upi' } });
  return (
    <Form noValidate aria-label="Add a UPI ID" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner message={error} />}
      <TextField
        label="UPI ID"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@bank"
        {...form.field('upiId')}
      />
      <div>
        <Button type="submit" loading={submitting}>
          Add UPI ID
        </Button>
      </div>
    </Form>
  );
}
