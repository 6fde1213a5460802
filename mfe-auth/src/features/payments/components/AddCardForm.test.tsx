import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@petpal/design-system';
import { AddCardForm, type AddCardFormProps } from './AddCardForm';

function renderForm(props: Partial<AddCardFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <AddCardForm onSubmit={onSubmit} {...props} />
    </ThemeProvider>,
  );
  return onSubmit;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('AddCardForm', () => {
  it('formats as typed and submits the card for the API', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(field('Card number'), '5555555555554444');
    expect(field('Card number').value).toBe('5555 5555 5555 4444');
    await user.type(field('Expiry (MM/YY)'), '0934');
    expect(field('Expiry (MM/YY)').value).toBe('09/34');
    await user.type(field('CVC'), '12a3');
    expect(field('CVC').value).toBe('123');
    await user.type(field('Name on card'), 'Sam Rivera');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(onSubmit).toHaveBeenCalledWith({
      methodType: 'card',
      cardNumber: '5555555555554444',
      expMonth: 9,
      expYear: 2034,
      cvc: '123',
      holderName: 'Sam Rivera',
    });
  });

  it('shows field errors, focuses the first, sends nothing, and clears an error once fixed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(field('Card number'), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(screen.getByText('Your card number is incorrect.')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date as MM/YY.')).toBeTruthy();
    expect(screen.getByText("Your card's security code is invalid.")).toBeTruthy();
    expect(screen.getByText('Please enter the name on the card.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Card number'));
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '4242424242424242');
    expect(screen.queryByText('Your card number is incorrect.')).toBeNull();
  });

  it("shows the provider's decline in a focused alert, and waits while submitting", () => {
    renderForm({ error: 'Your card was declined.', submitting: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(document.activeElement).toBe(alert);
    const button = screen.getByRole('button', { name: 'Add Card' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
