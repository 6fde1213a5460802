import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { POISON_LINES } from '@petpal/contracts';
import { currentUrl, fakeApi, renderWithPlatform } from '../../../test/render';
import { emergencyApi } from '../fixtures';
import { EmergencyServicesPage } from './EmergencyServicesPage';

describe('EmergencyServicesPage', () => {
  // The position test gives navigator its own geolocation; jsdom's comes back from the prototype.
  afterEach(() => void Reflect.deleteProperty(navigator, 'geolocation'));

  it("shows a guest the resolved city's clinics with call links and that country's poison line", async () => {
    const requests = fakeApi(emergencyApi);
    renderWithPlatform(<EmergencyServicesPage />, { user: null, city: 'Mumbai', route: '/emergency-services' });
    expect(await screen.findByRole('heading', { name: 'Emergency clinics near Mumbai' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Call Bandra Animal Emergency Hospital on 022 2640 1187' }).getAttribute('href'),
    ).toBe('tel:+912226401187');
    expect(screen.getAllByRole('link', { name: /^Call National Poisons/ })).toHaveLength(1);
    expect(requests.find((r) => r.path === '/api/care/emergency/clinics')?.query.get('city')).toBe('Mumbai');
    expect(document.title).toBe('Emergency Services · PetPal');
  });

  it('lets a guest without a location pick a city, kept in the address', async () => {
    const user = userEvent.setup();
    fakeApi(emergencyApi);
    renderWithPlatform(<EmergencyServicesPage />, { user: null, city: '', route: '/emergency-services' });
    expect(
      await screen.findByText('Choose a city, or use your current location, to see the nearest emergency clinics.'),
    ).toBeTruthy();
    // No city yet: every country's line.
    expect(await screen.findAllByRole('link', { name: /^Call .* on / })).toHaveLength(POISON_LINES.length);
    await user.selectOptions(await screen.findByLabelText('City'), 'london');
    expect(await screen.findByRole('heading', { name: 'Emergency clinics near London' })).toBeTruthy();
    expect(currentUrl()).toBe('/emergency-services?city=london');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Call National Poisons/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Call Animal PoisonLine/ }).getAttribute('href')).toBe(
      'tel:+441202509000',
    );
  });

  it("finds the clinics nearest the browser's position, and says why when there is none", async () => {
    const user = userEvent.setup();
    const requests = fakeApi(emergencyApi);
    let position: GeolocationPosition | null = null;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          position ? ok(position) : fail({ code: 1 } as GeolocationPositionError),
      },
    });
    renderWithPlatform(<EmergencyServicesPage />, { user: null, city: '', route: '/emergency-services?city=mumbai' });
    expect(await screen.findByRole('heading', { name: 'Emergency clinics near Mumbai' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Location access denied. Please choose a city instead.')).toBeTruthy();

    position = { coords: { latitude: 51.50741, longitude: -0.12779 } } as GeolocationPosition;
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('heading', { name: 'Emergency clinics near London' })).toBeTruthy();
    const search = requests.filter((r) => r.path === '/api/care/emergency/clinics').at(-1)!.query;
    expect([search.get('lat'), search.get('lng'), search.get('city')]).toEqual(['51.507', '-0.128', null]);
    expect(currentUrl()).toBe('/emergency-services');
    expect(screen.getByText('From your current position (51.507, -0.128).')).toBeTruthy();
    expect(screen.queryByText('Location access denied. Please choose a city instead.')).toBeNull();
  });

  it('shows every poison line, with its call link, before the directory answers', () => {
    // Checked on the first render, before any answer: the callout is the page's own (release data), as in its
    // prerendered first screen.
    fakeApi(emergencyApi);
    renderWithPlatform(<EmergencyServicesPage />, { user: undefined, city: '', route: '/emergency-services' });
    for (const line of POISON_LINES) {
      expect(screen.getByRole('link', { name: `Call ${line.name} on ${line.phone}` }).getAttribute('href')).toBe(
        line.telHref,
      );
    }
    expect(screen.getByText('Loading emergency services...').closest('[role=status]')).toBeTruthy();
  });

  it('says plainly when the resolved city has no listed clinics', async () => {
    fakeApi(emergencyApi);
    renderWithPlatform(<EmergencyServicesPage />, { user: null, city: 'Pune' });
    expect(
      await screen.findByText('We have no emergency clinics listed for Pune yet. Please choose a city from the list.'),
    ).toBeTruthy();
  });
});
