import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { verificationMessages, type SessionUser } from '@petpal/contracts';
import { standingPanelText } from '@petpal/design-system';
import { ok, stubApi, type RecordedRequest } from '@petpal/design-system/test-utils/remote-render';
import { standingOf, STANDING_ROUTE } from '@petpal/design-system/test-utils/provider-standing';
import { apiError, renderWithPlatform } from '../../../test/render';
import { ashaVetProfile } from '../profile-fixtures';
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

const emptyVetProfile = ok({ role: 'veterinary_doctor', record: null, complete: false });
const licenceMissing = standingOf('veterinary_doctor', {
  status: 'pending',
  missing: [{ field: 'licenseId', label: 'Licence number' }],
  submittedAt: null,
  decidedAt: null,
});
const waiting = standingOf('veterinary_doctor', { status: 'pending', decidedAt: null });
const owner: SessionUser = { id: 'u2', email: 'sam@example.com', role: 'pet_owner' };

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

  it('asks a supplier for the business name and tax ID, checked with the contract', async () => {
    const requests = stubApi({
      'GET /api/auth/profile': ok({ role: 'supplier', record: null, complete: false }),
      [STANDING_ROUTE]: standingOf('supplier', {
        status: 'pending',
        missing: [
          { field: 'businessName', label: 'Business name' },
          { field: 'taxId', label: 'Tax ID (GSTIN)' },
        ],
        submittedAt: null,
        decidedAt: null,
      }),
    });
    renderAt('/profile/supplier', { ...vet, role: 'supplier' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Supplier Profile');
    expect((await screen.findByRole('list', { name: 'Still missing' })).textContent).toBe(
      'Business nameTax ID (GSTIN)',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText(verificationMessages.businessName)).toBeTruthy();
    expect(screen.getByText(verificationMessages.taxId)).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    // No ID check for a supplier.
    expect(screen.queryByRole('form', { name: 'ID check' })).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const requests = stubApi({ 'GET /api/auth/profile': emptyVetProfile, [STANDING_ROUTE]: licenceMissing });
    renderAt('/profile/veterinary', vet);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter a consultation fee.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves the veterinary application and shows it waiting for review, staying on the page', async () => {
    const saved = {
      role: 'veterinary_doctor',
      complete: true,
      record: { id: 'r1', ...ashaVetProfile },
    };
    const requests = stubApi({
      'GET /api/auth/profile': emptyVetProfile,
      'PUT /api/auth/profile': ok(saved),
      [STANDING_ROUTE]: [licenceMissing, waiting],
    });
    const page = renderAt('/profile/veterinary', vet);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Veterinary Doctor Profile');
    expect((await screen.findByRole('list', { name: 'Still missing' })).textContent).toBe('Licence number');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Veterinary Doctor profile' });
    expect((screen.getByLabelText('Time Zone') as HTMLSelectElement).value).toBe('Asia/Kolkata');
    await fillVet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(requests.find((request: RecordedRequest) => request.method === 'PUT')?.body).toEqual({
      ...saved.record,
      id: undefined,
    });
    expect(await screen.findByText(standingPanelText.complete)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Still missing' })).toBeNull();
    expect(page.location().pathname).toBe('/profile/veterinary');
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('form', { name: 'ID check' })).toBeNull();
  });

  it('saves a pet owner profile, says so and goes to /dashboard', async () => {
    stubApi({
      'GET /api/auth/profile': ok({ role: 'pet_owner', record: null, complete: false }),
      'PUT /api/auth/profile': ok({
        role: 'pet_owner',
        complete: true,
        record: { id: 'r3', fullName: 'Sam Patel', phoneNumber: '98765 43210', location: 'Mumbai' },
      }),
    });
    const page = renderAt('/profile/pet-owner', owner);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full Name'), 'Sam Patel');
    await user.type(screen.getByLabelText('Phone Number'), '98765 43210');
    await user.type(screen.getByLabelText('Location'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    await waitFor(() => expect(page.location().pathname).toBe('/dashboard'), { timeout: 3000 });
  });

  it("puts the API's field messages on the fields", async () => {
    stubApi({
      'GET /api/auth/profile': emptyVetProfile,
      'PUT /api/auth/profile': apiError(400, 'invalid_input', 'Some fields are missing or not valid.', {
        timeZone: 'Please choose a valid time zone.',
      }),
      [STANDING_ROUTE]: licenceMissing,
    });
    renderAt('/profile/veterinary', vet);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Veterinary Doctor profile' });
    await fillVet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a valid time zone.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Time Zone'));
  });
});
