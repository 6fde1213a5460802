import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { renderWithTheme } from '../test-utils/render';
import { formContract } from './form-contract';
import { useContractForm } from './use-contract-form';

const Prices = z
  .strictObject({
    prices: z.optional(z.strictObject({ INR: z.number().check(z.positive('Enter a price in rupees')) })),
    note: z.optional(z.string()),
  })
  .check(z.refine((input) => Object.keys(input).length > 0, 'Nothing to change'));

const priceForm = formContract(
  ({ inr }: { inr: string }) => (inr === '' ? {} : { prices: { INR: Number(inr) * 100 } }),
  Prices,
  ({ inr }) => (inr === '13' ? { prices: 'Not 13, please' } : {}),
);

function PriceForm({ onSubmit }: { onSubmit(input: z.output<typeof Prices>): void }) {
  const form = useContractForm(priceForm, { defaultValues: { inr: '' } });
  return (
    <form noValidate aria-label="Edit the price" onSubmit={form.onSubmit(onSubmit)}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField label="Price" {...form.field('inr')} error={form.errorOf('prices')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('formContract', () => {
  it("shows the contract's check of the whole input above the form", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<PriceForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing to change');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a nested message under the field that stands for it, and submits what the contract parsed', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<PriceForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Price'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a price in rupees')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ prices: { INR: 1200 } }));
  });

  it("shows the browser's own rule in place of the contract's message for its field", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<PriceForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Price'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not 13, please')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
