import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@petpal/api/contracts';
import { apiError, mockFetch, renderWithPlatform } from '../../../test/render';
import { ProfileSetupPage } from './ProfileSetupPage';

const vet: SessionUser = { id: 'u1', email: 'asha@example.com', role: 'veterinary_doctor' };

function renderAt(path: string, user: SessionUser) {
  const slug = path.slice('/profile/'.length);
  return renderWithPlatform(
    <Routes>
      <Route path={path} element={<ProfileSetupPage user={user} slug={slug} />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { user, route: path },
  );
}

const emptyVetProfile = { status: 200, body: { role: 'veterinary_doctor', record: null, complete: false } };

async function fillVet(user: ReturnType<typeof userEvent.setup>) {
  const type = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await type('Full Name', 'Dr. Asha Rao');
  await type('Specialization', 'Dermatology');
  await type('Location', 'Bengaluru');
  await type('Availability', 'Mon-Fri 9:00-17:00');
  await type('Phone Number', '+91 98765 43210');
  await type('License ID', 'KA-VET-2291');
  await type('Consultation Fee (INR)', '500');
  await type('Bio', 'Ten years of small-animal practice.');
}

describe('profile setup', () => {
  it("sends a user on another role's page to their own", () => {
    expect(renderAt('/profile/pet-owner', vet).location().pathname).toBe('/profile/veterinary');
  });

  it('sends a user without a role to /role-selection', () => {
    expect(renderAt('/profile/veterinary', { ...vet, role: 'none' }).location().pathname).toBe('/role-selection');
  });

  it('tells a supplier there is nothing to fill in and continues to /dashboard', async () => {
    const page = renderAt('/profile/supplier', { ...vet, role: 'supplier' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Supplier Profile');
    expect(screen.getByText('Suppliers need no profile details yet. You are all set.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue to Dashboard' }));
    expect(page.location().pathname).toBe('/dashboard');
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = mockFetch(emptyVetProfile);
    renderAt('/profile/veterinary', vet);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter a consultation fee.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves the veterinary profile, says so and goes to /dashboard', async () => {
    const saved = {
      role: 'veterinary_doctor',
      complete: true,
      record: {
        id: 'r1',
        fullName: 'Dr. Asha Rao',
        specialization: 'Dermatology',
        location: 'Bengaluru',
        availability: 'Mon-Fri 9:00-17:00',
        phoneNumber: '+91 98765 43210',
        licenseId: 'KA-VET-2291',
        consultationFee: 500,
        bio: 'Ten years of small-animal practice.',
        timeZone: 'Asia/Kolkata',
      },
    };
    const fetchMock = mockFetch(emptyVetProfile, { status: 200, body: saved });
    const page = renderAt('/profile/veterinary', vet);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Veterinary Doctor Profile');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Veterinary Doctor profile' });
    expect((screen.getByLabelText('Time Zone') as HTMLSelectElement).value).toBe('Asia/Kolkata');
    await fillVet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ ...saved.record, id: undefined });
    await waitFor(() => expect(page.location().pathname).toBe('/dashboard'), { timeout: 3000 });
  });

  it("puts the API's field messages on the fields", async () => {
    mockFetch(
      emptyVetProfile,
      apiError(400, 'invalid_input', 'Some fields are missing or not valid.', {
        timeZone: 'Please choose a valid time zone.',
      }),
    );
    renderAt('/profile/veterinary', vet);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Veterinary Doctor profile' });
    await fillVet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a valid time zone.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Time Zone'));
  });
});
