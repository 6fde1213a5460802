import styled from 'styled-components';
import { AddUpiInput } from '@petpal/contracts';
import { Button, TextField } from '@petpal/design-system';
import type * as z from 'zod/mini';
import { FormBanner } from '../../../ui/FormBanner';
import { useContractForm } from '../../session/use-contract-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const upiFields = ['upiId'] as const;

export interface AddUpiFormProps {
  onSubmit(upi: z.output<typeof AddUpiInput>): void;
  submitting?: boolean;
  error?: string | null;
}

/** A UPI id (name@bank), checked with the AddUpiInput contract before sending. */
export function AddUpiForm({ onSubmit, submitting = false, error }: AddUpiFormProps) {
  const form = useContractForm(AddUpiInput, upiFields, { methodType: 'upi' });
  return (
    <Form noValidate aria-label="Add a UPI ID" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner message={error} />}
      <TextField
        label="UPI ID"
        name="upiId"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@bank"
        value={form.values.upiId}
        onChange={form.onChange}
        error={form.errors.upiId}
      />
      <div>
        <Button type="submit" loading={submitting}>
          Add UPI ID
        </Button>
      </div>
    </Form>
  );
}
