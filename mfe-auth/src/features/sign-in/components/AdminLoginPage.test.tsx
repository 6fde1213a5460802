import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithPlatform } from '../../../test/render';
import { AdminLoginPage } from './AdminLoginPage';

const answers = (...responses: [number, unknown][]) =>
  mockFetch(...responses.map(([status, body]) => ({ status, body })));

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'admin@petpal.example');
  await userEvent.type(screen.getByLabelText('Password'), 'a long admin password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('AdminLoginPage', () => {
  it('signs an administrator in and out', async () => {
    const fetchMock = answers(
      [200, { admin: null }],
      [200, { admin: { email: 'admin@petpal.example' } }],
      [200, { signedOut: true }],
    );
    renderWithPlatform(<AdminLoginPage />);
    await signIn();
    expect((await screen.findByRole('status')).textContent).toBe('Signed in as administrator admin@petpal.example.');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/admin/login');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it("shows the API's refusal", async () => {
    answers(
      [200, { admin: null }],
      [401, { error: { code: 'invalid_credentials', message: 'Incorrect email or password. Please try again.' } }],
    );
    renderWithPlatform(<AdminLoginPage />);
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email or password. Please try again.');
  });
});
