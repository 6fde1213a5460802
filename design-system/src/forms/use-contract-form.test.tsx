import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { ContractFormExample } from './ContractFormExample';

describe('useContractForm', () => {
  it("shows the contract's message under each field and focuses the first invalid one", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContractFormExample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message as its field is fixed and submits the parsed input', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContractFormExample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Please enter a valid email');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).toBeNull());
    await userEvent.type(screen.getByLabelText('Password'), 'secret-word');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-word' }));
  });

  it("merges the API's field errors and focuses the first of them", async () => {
    renderWithTheme(
      <ContractFormExample onSubmit={vi.fn()} apiErrors={{ password: 'Too common', form: 'Check the fields' }} />,
    );
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too common')).toBeTruthy();
    expect(screen.getByText('Check the fields')).toBeTruthy();
    expect(document.activeElement).toBe(password);
  });
});
