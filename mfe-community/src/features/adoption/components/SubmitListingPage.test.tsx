import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adoptionMessages, imageMessages } from '@petpal/contracts';
import { locationAtom, sessionUserAtom } from '@petpal/design-system';
import { imageRef } from '../../../test/fixtures';
import { currentUrl, fakeApi, nina, ok, renderWithPlatform, sam } from '../../../test/render';
import { listing, listingId, ownListing } from '../fixtures';
import { SubmitListingPage } from './SubmitListingPage';

const MINE = 'GET /api/community/adoption/listings/mine';
const CREATE = 'POST /api/community/adoption/listings';
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'bruno.png', { type: 'image/png' });

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Title'), 'Bruno needs a sofa');
  await userEvent.selectOptions(screen.getByLabelText('Species'), 'dog');
  await userEvent.type(screen.getByLabelText('Breed'), 'Indie');
  await userEvent.type(screen.getByLabelText('Years'), '2');
  await userEvent.selectOptions(screen.getByLabelText('Months'), '3');
  await userEvent.selectOptions(screen.getByLabelText('Sex'), 'male');
  await userEvent.selectOptions(screen.getByLabelText('Size'), 'medium');
  await userEvent.click(screen.getByLabelText('Vaccinated'));
  await userEvent.click(screen.getByLabelText('Good with children'));
  await userEvent.type(screen.getByLabelText('Description'), 'Calm, house-trained and loves long walks.');
  await userEvent.clear(screen.getByLabelText('Adoption fee'));
  await userEvent.type(screen.getByLabelText('Adoption fee'), '500');
  await userEvent.type(screen.getByLabelText('City'), 'Mumbai');
}

describe('submitting a pet for adoption', () => {
  it('asks a guest to log in', async () => {
    fakeApi({});
    renderWithPlatform(<SubmitListingPage />, { user: null });
    expect(await screen.findByText(adoptionMessages.signInToList)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('says what each field needs, and sends nothing', async () => {
    const requests = fakeApi({ [MINE]: ok({ listings: [] }) });
    renderWithPlatform(<SubmitListingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'List pet' }));
    for (const message of [
      adoptionMessages.title,
      adoptionMessages.species,
      adoptionMessages.ageYears,
      adoptionMessages.sex,
      adoptionMessages.size,
      adoptionMessages.description,
      adoptionMessages.city,
      adoptionMessages.photos,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(await screen.findByText(adoptionMessages.noMyListings)).toBeTruthy();
  });

  it('lists a pet with a photo and an Idempotency-Key, priced in $ for a US visitor, and opens its page', async () => {
    const requests = fakeApi({
      [MINE]: ok({ listings: [] }),
      [CREATE]: { status: 201, body: { listing: ownListing() } },
      'POST /api/images': () => ({ status: 201, body: { image: imageRef(7) } }),
    });
    const { store } = renderWithPlatform(<SubmitListingPage />, { user: undefined });
    act(() => {
      store.set(locationAtom, { ...store.get(locationAtom), country: 'United States' });
      store.set(sessionUserAtom, sam);
    });
    await screen.findByRole('form', { name: 'List a pet' });
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    await fillIn();
    // Past the picker's accept filter, as a drag and drop would be.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(screen.getByLabelText('Photos'), new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    // A GIF is refused before any upload; a PNG is uploaded as it is chosen, then previewed from its stored width.
    expect(await screen.findByText(imageMessages.type)).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Photos'), png());
    const preview = await screen.findByRole('img', { name: 'Chosen photo 1 (cover)' });
    expect(preview.getAttribute('src')).toBe(`/api/images/${imageRef(7).id}/320`);
    const upload = requests.find((request) => request.path === '/api/images')!;
    expect(upload.method).toBe('POST');
    await userEvent.click(screen.getByRole('button', { name: 'List pet' }));

    await waitFor(() => expect(currentUrl()).toBe(`/become-pet-parent/${listingId}`));
    const sent = requests.find((request) => request.path === '/api/community/adoption/listings')!;
    expect(sent.body).toEqual({
      title: 'Bruno needs a sofa',
      species: 'dog',
      breed: 'Indie',
      ageYears: 2,
      ageMonths: 3,
      sex: 'male',
      size: 'medium',
      vaccinated: true,
      neutered: false,
      goodWithKids: true,
      goodWithDogs: false,
      goodWithCats: false,
      description: 'Calm, house-trained and loves long walks.',
      fee: 500,
      currency: 'USD',
      city: 'Mumbai',
      area: '',
      photoIds: [imageRef(7).id],
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/.{16,}/);
  });

  it('shows the lister’s listings with their applications, and withdraws one after a confirmation', async () => {
    const requests = fakeApi({
      [MINE]: ok({ listings: [ownListing({ applicationCount: 0 })] }),
      [`GET /api/community/adoption/listings/${listingId}/applications`]: ok({ applications: [] }),
      [`POST /api/community/adoption/listings/${listingId}/status`]: ok({
        listing: ownListing({ status: 'withdrawn', viewer: { ...ownListing().viewer, canEdit: false } }),
      }),
    });
    renderWithPlatform(<SubmitListingPage />, { user: sam });
    const mine = await screen.findByRole('region', { name: 'My listings' });
    expect(await within(mine).findByText(adoptionMessages.noApplications)).toBeTruthy();
    await userEvent.click(within(mine).getByRole('button', { name: 'Withdraw listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Bruno, a gentle Indie?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ status: 'withdrawn' }),
    );
  });

  it('edits a listing: prefilled, kept photos sent back by their id', async () => {
    const kept = [imageRef(1), imageRef(2)];
    const requests = fakeApi({
      [`GET /api/community/adoption/listings/${listingId}`]: ok({ listing: ownListing({ photos: kept }) }),
      [`PATCH /api/community/adoption/listings/${listingId}`]: ok({ listing: ownListing({ fee: 900 }) }),
    });
    renderWithPlatform(<SubmitListingPage />, { user: sam, route: `/submit-pet-sale-adoption?edit=${listingId}` });
    const form = await screen.findByRole('form', { name: 'Edit Bruno, a gentle Indie' });
    expect((within(form).getByLabelText('Years') as HTMLInputElement).value).toBe('2');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.clear(within(form).getByLabelText('Adoption fee'));
    await userEvent.type(within(form).getByLabelText('Adoption fee'), '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentUrl()).toBe(`/become-pet-parent/${listingId}`));
    const patch = requests.find((request) => request.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch).toMatchObject({ fee: 900, photoIds: [kept[0]!.id], title: 'Bruno, a gentle Indie' });
  });

  it('does not offer to edit someone else’s listing', async () => {
    fakeApi({ [`GET /api/community/adoption/listings/${listingId}`]: ok({ listing: listing() }) });
    renderWithPlatform(<SubmitListingPage />, { user: nina, route: `/submit-pet-sale-adoption?edit=${listingId}` });
    expect(await screen.findByText(adoptionMessages.notYourListing)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
