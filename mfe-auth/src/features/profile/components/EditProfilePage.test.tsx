import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@petpal/contracts';
import { ok, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { standingOf, STANDING_ROUTE } from '@petpal/design-system/test-utils/provider-standing';
import { renderWithPlatform } from '../../../test/render';
import { EditProfilePage } from './EditProfilePage';

const sitter: SessionUser = { id: 'u1', email: 'meera@example.com', role: 'pet_sitter' };
const record = {
  id: 'r1',
  fullName: 'Meera Iyer',
  location: 'Pune',
  yearsExperience: 4,
  services: ['Dog Walking', 'House Sitting'],
  hourlyRate: 300,
  bio: 'Dogs and cats, big and small.',
  photos: ['/api/images/Meeras-walk-0123456789/1280'],
};

describe('edit profile', () => {
  it('prefills the saved record and stays on the page after saving', async () => {
    const requests = stubApi({
      'GET /api/auth/profile': ok({ role: 'pet_sitter', record, complete: true }),
      'PUT /api/auth/profile': ok({ role: 'pet_sitter', record: { ...record, hourlyRate: 350 }, complete: true }),
      'POST /api/images': ok({ image: { id: 'Meeras-face-0123456789', widths: [320, 640], width: 800, height: 600 } }),
      [STANDING_ROUTE]: standingOf('pet_sitter', {
        status: 'pending',
        missing: [{ field: 'idCheck', label: 'ID check' }],
        submittedAt: null,
      }),
    });
    const page = renderWithPlatform(<EditProfilePage user={sitter} />, { user: sitter, route: '/edit-profile' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Profile');
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Still missing' }).textContent).toBe('ID check');

    const rate = (await screen.findByLabelText('Hourly Rate (INR)')) as HTMLInputElement;
    expect(rate.value).toBe('300');
    expect((screen.getByLabelText('Dog Walking') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Pet Taxi') as HTMLInputElement).checked).toBe(false);
    const gallery = screen.getByRole('group', { name: 'Gallery (optional)' });
    expect(gallery.querySelector('img')?.getAttribute('src')).toBe('/api/images/Meeras-walk-0123456789/320');

    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '350');
    await user.click(screen.getByLabelText('Pet Taxi'));
    // The gallery photo goes; a profile photo is uploaded as it is chosen and kept by its address.
    await user.click(screen.getByRole('button', { name: 'Remove gallery photo 1' }));
    expect(gallery.querySelector('img')).toBeNull();
    await user.upload(
      screen.getByLabelText('Profile Photo (optional)'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Preview of your profile photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      hourlyRate: 350,
      services: ['Dog Walking', 'House Sitting', 'Pet Taxi'],
      profileImageUrl: '/api/images/Meeras-face-0123456789/640',
      photos: [],
    });
    expect(page.location().pathname).toBe('/edit-profile');
    expect(((await screen.findByLabelText('Hourly Rate (INR)')) as HTMLInputElement).value).toBe('350');
    // Saving reads the standing again: an edit can complete the application.
    expect(requests.filter((request) => request.path === '/api/auth/provider-standing').length).toBe(2);
  });

  it('gives a supplier their business details to edit', async () => {
    stubApi({
      'GET /api/auth/profile': ok({
        role: 'supplier',
        record: {
          id: 'r2',
          fullName: 'Ravi Shah',
          businessName: 'Tailwag',
          taxId: '27AAPFU0939F1ZV',
          phoneNumber: '+91 98765 43210',
        },
        complete: true,
      }),
      [STANDING_ROUTE]: standingOf('supplier'),
    });
    const supplier = { ...sitter, role: 'supplier' } as const;
    renderWithPlatform(<EditProfilePage user={supplier} />, { user: supplier });
    expect(((await screen.findByLabelText('Business Name')) as HTMLInputElement).value).toBe('Tailwag');
    expect((screen.getByLabelText('Tax ID (GSTIN)') as HTMLInputElement).value).toBe('27AAPFU0939F1ZV');
    expect(await screen.findByText('PetPal has verified your application: your tools are open.')).toBeTruthy();
  });

  it('sends a user without a role to role selection', () => {
    const page = renderWithPlatform(<EditProfilePage user={{ ...sitter, role: 'none' }} />, { route: '/edit-profile' });
    expect(page.location().pathname).toBe('/role-selection');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    stubApi({
      'GET /api/auth/profile': [
        { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } },
        ok({ role: 'pet_sitter', record, complete: true }),
      ],
      [STANDING_ROUTE]: standingOf('pet_sitter'),
    });
    renderWithPlatform(<EditProfilePage user={sitter} />);
    expect(await screen.findByText('Failed to load your profile. Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Hourly Rate (INR)')).toBeTruthy();
  });

  it("shows mfe-notifications' nearby-alert settings below the form, through the shell's parcel host", async () => {
    stubApi({
      'GET /api/auth/profile': ok({ role: 'pet_sitter', record, complete: true }),
      [STANDING_ROUTE]: standingOf('pet_sitter'),
    });
    const mount = vi.fn(async (_remote: string, _expose: string, element: HTMLElement) => {
      element.textContent = 'Nearby alerts parcel';
      return { unmount: async () => undefined };
    });
    renderWithPlatform(<EditProfilePage user={sitter} />, {
      user: sitter,
      route: '/edit-profile',
      parcels: { mount, reset: vi.fn() },
    });
    expect(await screen.findByText('Nearby alerts parcel')).toBeTruthy();
    expect(mount).toHaveBeenCalledWith(
      'mfe_notifications',
      'alert-settings',
      expect.any(HTMLElement),
      expect.any(Function),
    );
  });
});
