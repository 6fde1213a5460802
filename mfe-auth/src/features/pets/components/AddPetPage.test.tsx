import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, petOwner, renderWithPlatform } from '../../../test/render';
import { AddPetPage } from './AddPetPage';

const rex = { id: 'p1', name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24, hasPhoto: false };
const photo = { id: 'Mistys-photo-012345678', widths: [320, 640], width: 640, height: 480 };
const misty = { id: 'p2', name: 'Misty', breed: 'Persian', species: 'cat', sizeLbs: 9, hasPhoto: true, photo };
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// jsdom has no object URLs; the preview shows the chosen file through one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/rex');
  URL.revokeObjectURL = vi.fn();
});

const renderPage = () => renderWithPlatform(<AddPetPage />, { user: petOwner, route: '/profile/add-pet' });
const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

async function fillRex(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Rex');
  await user.type(screen.getByLabelText('Breed'), 'Beagle');
  await user.selectOptions(screen.getByLabelText('Species'), 'dog');
  await user.type(screen.getByLabelText('Size (lbs)'), '24');
}

describe('add a pet', () => {
  it('shows "Loading pets...", then the pets as "name (breed)" with their photos', async () => {
    mockFetch({ status: 200, body: { pets: [rex, misty] } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add a Pet');
    expect(screen.getByText('Loading pets...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your pets' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Rex (Beagle)Remove',
      'Misty (Persian)Remove',
    ]);
    const img = list.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/images/Mistys-photo-012345678/640');
    expect(img?.getAttribute('srcset')).toBe(
      '/api/images/Mistys-photo-012345678/320 320w, /api/images/Mistys-photo-012345678/640 640w',
    );
    expect(img?.getAttribute('loading')).toBe('lazy');
    // Rex has no photo: the dog drawing, no broken image.
    expect(list.querySelectorAll('li')[0]?.querySelector('svg')).toBeTruthy();
  });

  it('shows an empty list and no error to a user without a pet owner profile', async () => {
    mockFetch({ status: 200, body: { pets: [] } });
    renderPage();
    expect(await screen.findByText('No pets added yet.')).toBeTruthy();
    expect(toastRegion().textContent).toBe('');
  });

  it('adds a pet with a photo preview, says "Pet added" and lists it', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { pets: [] } },
      { status: 201, body: { image: photo } },
      { status: 201, body: { pet: { ...rex, hasPhoto: true, photo } } },
      { status: 200, body: { pets: [{ ...rex, hasPhoto: true, photo }] } },
    );
    renderPage();
    await screen.findByText('No pets added yet.');
    const user = userEvent.setup();
    await fillRex(user);
    await user.upload(screen.getByLabelText('Photo (optional)'), new File([png], 'rex.png', { type: 'image/png' }));
    const preview = (await screen.findByAltText("Preview of your pet's photo")) as HTMLImageElement;
    expect(preview.src).toBe('blob:http://localhost/rex');
    const [uploadPath, upload] = fetchMock.mock.calls[1] ?? [];
    expect(uploadPath).toBe('/api/images');
    expect(upload?.method).toBe('POST');
    expect(JSON.stringify(upload?.headers)).toContain('image/png');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));

    expect(await screen.findByText('Pet added')).toBeTruthy();
    expect(await screen.findByText('Rex (Beagle)')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      name: 'Rex',
      breed: 'Beagle',
      species: 'dog',
      sizeLbs: 24,
      photoId: photo.id,
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByAltText("Preview of your pet's photo")).toBeNull();
  });

  it('refuses a photo of another type before sending anything', async () => {
    const fetchMock = mockFetch({ status: 200, body: { pets: [] } });
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Photo (optional)'),
      new File(['GIF89a'], 'rex.gif', { type: 'image/gif' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Photo must be a JPEG, PNG or WebP image.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the API's reason when an upload is refused, and sends no photo", async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { pets: [] } },
      apiError(400, 'invalid_input', 'Some fields are missing or not valid.', {
        photo: 'This photo could not be read. Please choose another one.',
      }),
    );
    renderPage();
    await screen.findByText('No pets added yet.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Photo (optional)'), new File([png], 'rex.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This photo could not be read. Please choose another one.',
    );
    expect(screen.queryByAltText("Preview of your pet's photo")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = mockFetch({ status: 200, body: { pets: [] } });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(screen.getByText("Please enter your pet's name.")).toBeTruthy();
    expect(screen.getByText('Please enter the size in lbs.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a missing pet owner profile with the spec message', async () => {
    mockFetch(
      { status: 200, body: { pets: [] } },
      apiError(404, 'not_found', 'Could not find your pet owner profile. Please contact support.'),
    );
    renderPage();
    const user = userEvent.setup();
    await fillRex(user);
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    await waitFor(() =>
      expect(toastRegion().textContent).toContain('Could not find your pet owner profile. Please contact support.'),
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Rex');
  });

  it('says "Failed to load pets" when the list cannot be loaded', async () => {
    mockFetch({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } });
    renderPage();
    await waitFor(() => expect(toastRegion().textContent).toContain('Failed to load pets'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('removes a pet', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { pets: [rex, misty] } },
      { status: 200, body: { deleted: true } },
      { status: 200, body: { pets: [misty] } },
    );
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Rex (Beagle)' }));
    await waitFor(() => expect(screen.queryByText('Rex (Beagle)')).toBeNull());
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/pets/p1');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(toastRegion().textContent).toContain('Pet removed');
  });
});
