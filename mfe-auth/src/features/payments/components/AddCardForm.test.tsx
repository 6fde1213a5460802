import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCardElement, fakeCardEntryConfig } from '@petpal/design-system/test-utils/fake-card-element';
import { mockFetch, renderWithPlatform } from '../../../test/render';
import { AddCardForm, type AddCardFormProps } from './AddCardForm';

let answer: () => { paymentMethodId: string } | { error: { message: string; field?: string } };
let element: ReturnType<typeof fakeCardElement>;

beforeEach(() => {
  answer = () => ({ paymentMethodId: 'pm_test_visa' });
  element = fakeCardElement(() => answer());
  mockFetch({ status: 200, body: fakeCardEntryConfig });
});
afterEach(() => element.stop());

async function renderForm(props: Partial<AddCardFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithPlatform(<AddCardForm onSubmit={onSubmit} {...props} />);
  await screen.findByTitle('Secure card entry');
  return onSubmit;
}

describe('AddCardForm', () => {
  it("sends on the payment method id the provider's element answered, never card fields of its own", async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ methodType: 'card', paymentMethodId: 'pm_test_visa' }));
  });

  it('leaves field errors to the element, and shows its other refusals in a focused alert', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    answer = () => ({ error: { message: 'Your card number is incorrect.', field: 'number' } });
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(element.commands).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = () => ({ error: { message: 'Your card was declined.' } });
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(document.activeElement).toBe(alert);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in a focused alert, and waits while submitting", async () => {
    await renderForm({ error: 'Your card was declined.', submitting: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(document.activeElement).toBe(alert);
    const button = screen.getByRole('button', { name: 'Add Card' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
