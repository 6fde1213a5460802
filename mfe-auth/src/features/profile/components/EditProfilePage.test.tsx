import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@petpal/api/contracts';
import { mockFetch, renderWithPlatform } from '../../../test/render';
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
  photos: ['https://images.example/walk.jpg'],
};

describe('edit profile', () => {
  it('prefills the saved record and stays on the page after saving', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { role: 'pet_sitter', record, complete: true } },
      { status: 200, body: { role: 'pet_sitter', record: { ...record, hourlyRate: 350 }, complete: true } },
    );
    const page = renderWithPlatform(<EditProfilePage user={sitter} />, { user: sitter, route: '/edit-profile' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Profile');
    expect(screen.getByRole('status').textContent).toBe('Loading your profile...');

    const rate = (await screen.findByLabelText('Hourly Rate (INR)')) as HTMLInputElement;
    expect(rate.value).toBe('300');
    expect((screen.getByLabelText('Dog Walking') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Pet Taxi') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Photo URLs (optional)') as HTMLTextAreaElement).value).toBe(
      'https://images.example/walk.jpg',
    );

    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '350');
    await user.click(screen.getByLabelText('Pet Taxi'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({
      hourlyRate: 350,
      services: ['Dog Walking', 'House Sitting', 'Pet Taxi'],
    });
    expect(page.location().pathname).toBe('/edit-profile');
    expect(((await screen.findByLabelText('Hourly Rate (INR)')) as HTMLInputElement).value).toBe('350');
  });

  it('shows a supplier the supplier notice', () => {
    renderWithPlatform(<EditProfilePage user={{ ...sitter, role: 'supplier' }} />);
    expect(screen.getByText('Suppliers need no profile details yet. You are all set.')).toBeTruthy();
  });

  it('sends a user without a role to role selection', () => {
    const page = renderWithPlatform(<EditProfilePage user={{ ...sitter, role: 'none' }} />, { route: '/edit-profile' });
    expect(page.location().pathname).toBe('/role-selection');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    mockFetch(
      { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } },
      { status: 200, body: { role: 'pet_sitter', record, complete: true } },
    );
    renderWithPlatform(<EditProfilePage user={sitter} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load your profile. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Hourly Rate (INR)')).toBeTruthy();
  });

  it("shows mfe-notifications' nearby-alert settings below the form, through the shell's parcel host", async () => {
    mockFetch({ status: 200, body: { role: 'pet_sitter', record, complete: true } });
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
    expect(mount).toHaveBeenCalledWith('mfe_notifications', 'alert-settings', expect.any(HTMLElement));
  });
});
