import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adoptionMessages } from '@petpal/contracts';
import { apiError, fakeApi, ok, renderWithPlatform, sam } from '../../../test/render';
import {
  acceptedListing,
  application,
  appliedListing,
  guestListing,
  HTML_TEXT,
  listing,
  listingId,
  ownListing,
  secondApplication,
} from '../fixtures';
import { ListingPage } from './ListingPage';

const LISTING = `GET /api/community/adoption/listings/${listingId}`;
const APPLICATIONS = `GET /api/community/adoption/listings/${listingId}/applications`;
const route = `/become-pet-parent/${listingId}`;
const renderPage = (options: Parameters<typeof renderWithPlatform>[1] = {}) =>
  renderWithPlatform(<ListingPage />, { route, path: '/become-pet-parent/:listingId', ...options });

describe('a listing’s page', () => {
  it('shows a guest the pet, its facts and description as text, and asks them to log in to apply', async () => {
    fakeApi({ [LISTING]: ok({ listing: guestListing({ description: HTML_TEXT }) }) });
    renderPage({ user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno, a gentle Indie' })).toBeTruthy();
    expect(screen.getByText('Dog · Indie · Male · Medium')).toBeTruthy();
    const facts: Array<[string, string]> = [
      ['Age', '2 years 3 months'],
      ['Good with', 'Children, dogs'],
      ['Adoption fee', 'Free'],
      ['Location', 'Bandra West, Mumbai'],
      ['Listed by', 'Sam R.'],
    ];
    for (const [term, value] of facts) {
      expect(screen.getByText(term).nextElementSibling?.textContent).toBe(value);
    }
    expect(screen.getByText(HTML_TEXT)).toBeTruthy();
    expect(document.querySelector('main script, [data-remote] b')).toBeNull();
    expect(screen.getAllByRole('img', { name: /Photo \d of 2 of Bruno/ })).toHaveLength(2);
    expect(screen.getByText(adoptionMessages.signInToApply)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(adoptionMessages.contactHidden)).toBeTruthy();
  });

  it('lets a visitor apply with a message, checked before sending, then shows they are waiting', async () => {
    const requests = fakeApi({
      // After applying, the listing reloads with the application on it.
      [LISTING]: [ok({ listing: listing() }), ok({ listing: appliedListing() })],
      [`POST /api/community/adoption/listings/${listingId}/applications`]: {
        status: 201,
        body: { listing: appliedListing() },
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Apply to adopt Bruno, a gentle Indie' });
    await userEvent.type(within(form).getByLabelText('About your home and experience'), 'Hi');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply to adopt' }));
    expect(screen.getByText(adoptionMessages.applicationMessage)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(
      within(form).getByLabelText('About your home and experience'),
      ', we have a big garden and a calm cat.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply to adopt' }));
    expect(await screen.findByText(/You applied .* We will let you know in the bell/)).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST')!;
    expect(sent.body).toEqual({ message: 'Hi, we have a big garden and a calm cat.' });
    expect(sent.headers['Idempotency-Key']).toMatch(/.{16,}/);
  });

  it('shows the API’s refusal of an application in place', async () => {
    fakeApi({
      [LISTING]: ok({ listing: listing() }),
      [`POST /api/community/adoption/listings/${listingId}/applications`]: apiError(
        409,
        'not_available',
        adoptionMessages.notAvailable,
      ),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: /Apply to adopt/ });
    await userEvent.type(
      within(form).getByLabelText('About your home and experience'),
      'A long enough message about us.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply to adopt' }));
    expect(await screen.findByText(adoptionMessages.notAvailable)).toBeTruthy();
  });

  it('gives the accepted adopter the lister’s contact details', async () => {
    fakeApi({ [LISTING]: ok({ listing: acceptedListing() }) });
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contact Sam Rivera' });
    expect(within(contact).getByRole('link', { name: 'sam@example.com' }).getAttribute('href')).toBe(
      'mailto:sam@example.com',
    );
    expect(within(contact).getByRole('link', { name: '+91 91234 56789' }).getAttribute('href')).toBe(
      'tel:+919123456789',
    );
    expect(screen.getByText('Adoption pending')).toBeTruthy();
  });

  it('shows the lister the applications and accepts one after a confirmation', async () => {
    const requests = fakeApi({
      [LISTING]: ok({ listing: ownListing() }),
      [APPLICATIONS]: [
        ok({ applications: [application(), secondApplication] }),
        ok({
          applications: [
            application({
              status: 'accepted',
              contact: { name: 'Nina Kapoor', email: 'nina@example.com', phone: null },
            }),
            { ...secondApplication, status: 'declined' },
          ],
        }),
      ],
      [`POST /api/community/adoption/applications/${application().id}/accept`]: ok({
        applications: [
          application({ status: 'accepted', contact: { name: 'Nina Kapoor', email: 'nina@example.com', phone: null } }),
          { ...secondApplication, status: 'declined' },
        ],
      }),
    });
    renderPage({ user: sam });
    const list = await screen.findByRole('list', { name: 'Applications for Bruno, a gentle Indie' });
    const nina = within(list).getByRole('listitem', { name: 'Application from Nina K.' });
    expect(nina.textContent).toContain(application().message);
    expect(screen.getByRole('heading', { name: 'Applications (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe(
      `/submit-pet-sale-adoption?edit=${listingId}`,
    );

    await userEvent.click(within(nina).getByRole('button', { name: 'Accept Nina K.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Nina K.?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('region', { name: 'Contact Nina Kapoor' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull());
    expect(within(list).getByText('Not chosen')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/api/community/adoption/applications/${application().id}/accept`,
    ]);
  });

  it('says when the listing does not exist', async () => {
    fakeApi({ [LISTING]: apiError(404, 'not_found', adoptionMessages.listingNotFound) });
    renderPage({ user: null });
    expect(await screen.findByText(adoptionMessages.listingNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See other pets' }).getAttribute('href')).toBe('/become-pet-parent');
  });
});
