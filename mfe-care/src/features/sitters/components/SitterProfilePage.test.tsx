import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { asha, bella, inDays, ownerRequest, ravi, sitterProfile, sitterWindow } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { SitterProfilePage } from './SitterProfilePage';

const path = '/sitter-profile/:sitterId';
const query = `service=house-sitting&startDate=${inDays(3)}&endDate=${inDays(5)}&startTime=09%3A00&endTime=17%3A00`;

function api(overrides: Routes = {}) {
  return fakeApi({
    [`GET /api/care/sitters/${asha.id}`]: ok(sitterProfile()),
    [`GET /api/care/sitters/${ravi.id}`]: ok(sitterProfile(ravi, [])),
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'GET /api/care/sitters/:id/availability': ok(sitterWindow()),
    ...overrides,
  });
}

describe('SitterProfilePage', () => {
  it('shows the bio, every service, the rate, photos and reviews', async () => {
    api();
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}`, path });
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Sitter Profile' })).toBeTruthy();
    expect(document.title).toBe('Asha Rao · PetPal');
    expect(screen.getByText('Asha Rao has cared for dogs and cats for 6 years.')).toBeTruthy();
    expect(screen.getByText('₹450 per hour')).toBeTruthy();
    expect(screen.getByText('4.8')).toBeTruthy();
    const services = within(screen.getByRole('region', { name: 'Services' })).getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(asha.services);
    expect(screen.getByRole('list', { name: 'Photos of Asha Rao' }).children).toHaveLength(2);
    const reviews = screen.getByRole('list', { name: 'Reviews of Asha Rao' });
    expect(reviews.textContent).toContain('Bella came home happy and tired.');
    expect(reviews.textContent).toContain('Priya');
    expect(reviews.tabIndex).toBe(0);
  });

  it("shows the next open day in the sitter's zone, leaving out their days off", async () => {
    api({ 'GET /api/care/sitters/:id/availability': ok(sitterWindow(asha.id, [inDays(0), inDays(1)])) });
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}`, path });
    const expected = `${format(parseISO(inDays(2)), 'MMMM d, yyyy')} (Asia/Kolkata)`;
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(screen.getByText('Next open day')).toBeTruthy();
  });

  it('says "No reviews yet" and "No Photos Available" for a new sitter', async () => {
    api();
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${ravi.id}`, path });
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText('No Photos Available')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('sends a booking request from the form on the page, with the criteria it came with, and links back to the results', async () => {
    const user = userEvent.setup();
    api({
      'POST /api/care/requests': { status: 201, body: { request: ownerRequest({ serviceType: 'house-sitting' }) } },
    });
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}?${query}`, path });
    expect((await screen.findByRole('link', { name: 'Back to Results' })).getAttribute('href')).toBe(
      `/services/book-pet-sitter/results?${query}`,
    );
    await user.click(screen.getAllByRole('button', { name: 'Send Booking Request' })[0]!);
    const dialog = screen.getByRole('form', { name: 'Booking request to Asha Rao' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Service'));
    expect((within(dialog).getByLabelText('Service') as HTMLSelectElement).value).toBe('house-sitting');
    // The search's stay, on the sitter's calendar: both days and the nights between.
    expect(await within(dialog).findByText(/: 2 nights$/)).toBeTruthy();
    expect(
      document
        .querySelector(`button[data-date="${inDays(3)}"]`)
        ?.closest('td')
        ?.getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bella (Beagle)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByLabelText('Emergency contact'), 'Meera');
    await user.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Request Sent' })).toBeTruthy();
  });

  it('asks for the service and dates when opened without criteria', async () => {
    const user = userEvent.setup();
    api();
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}`, path });
    const dialog = await screen.findByRole('form', { name: 'Booking request to Asha Rao' });
    expect((within(dialog).getByLabelText('Service') as HTMLSelectElement).value).toBe('');
    expect((within(dialog).getByLabelText('Start time') as HTMLInputElement).value).toBe('09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
    expect(within(dialog).getByText(careMessages.serviceType)).toBeTruthy();
    expect(within(dialog).getByText('Please choose a start date.')).toBeTruthy();
  });

  it('says when the sitter does not exist', async () => {
    api({ [`GET /api/care/sitters/${asha.id}`]: apiError(404, 'not_found', careMessages.sitterNotFound) });
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}`, path });
    expect(await screen.findByText('We could not find that pet sitter.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a Pet Sitter' }).getAttribute('href')).toBe(
      '/services/book-pet-sitter',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts "Failed to load pet sitters. Please try again." when the profile cannot load', async () => {
    api({ [`GET /api/care/sitters/${asha.id}`]: apiError(500, 'internal', 'Oops') });
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}`, path });
    await waitFor(() => expect(screen.getAllByText(careMessages.loadSittersFailed)).toHaveLength(2));
  });

  it('asks a guest to log in', () => {
    const requests = api();
    renderWithPlatform(<SitterProfilePage />, { route: `/sitter-profile/${asha.id}`, path, user: null });
    expect(screen.getByText('Log in to see this pet sitter and send a booking request.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
