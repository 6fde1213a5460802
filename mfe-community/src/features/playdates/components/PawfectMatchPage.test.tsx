import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { playdateMessages } from '@petpal/contracts';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import {
  brunoProfile,
  dog,
  HTML_TEXT,
  minePets,
  nothingListed,
  playdatesApi,
  request,
  requestList,
  zara,
} from '../fixtures';
import { PawfectMatchPage } from './PawfectMatchPage';

const ROUTE = '/pawfectmatch';

describe('PawfectMatchPage', () => {
  afterEach(() => void Reflect.deleteProperty(navigator, 'geolocation'));

  it('tells a guest what PawfectMatch is and asks them to log in, without calling the API', async () => {
    const requests = fakeApi(playdatesApi());
    renderWithPlatform(<PawfectMatchPage />, { user: null, route: ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: 'PawfectMatch' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByText('Only vaccinated dogs are suggested and can send requests.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(requests).toEqual([]);
    expect(document.title).toBe('PawfectMatch · PetPal');
  });

  it('lists a dog from a city, refusing a form with no energy or play style first', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      playdatesApi({
        'GET /api/community/playdates/mine': [ok(nothingListed), ok(minePets())],
        'PUT /api/community/playdates/profiles/*': ok({ profile: brunoProfile }),
      }),
    );
    renderWithPlatform(<PawfectMatchPage />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'List Bruno for playdates' }));
    const form = screen.getByRole('form', { name: 'Playdate listing for Bruno' });
    // The size its weight suggests is chosen already.
    expect(within(form).getByRole('radio', { name: 'Large (over 55 lb)' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'List for playdates' }));
    expect(await within(form).findByText(playdateMessages.energy)).toBeTruthy();
    expect(within(form).getByText(playdateMessages.playStyles)).toBeTruthy();
    expect(within(form).getByText(playdateMessages.where)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'High' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Fetch' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Bruno is vaccinated (core vaccines up to date)' }));
    await user.selectOptions(within(form).getByLabelText('Or choose a city'), 'mumbai');
    await user.type(within(form).getByLabelText('Neighbourhood (optional)'), 'Bandra West');
    await user.click(screen.getByRole('button', { name: 'List for playdates' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Playdate listing for Bruno' })).toBeNull());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/community/playdates/profiles/${brunoProfile.petId}`);
    expect(put.body).toEqual({
      size: 'large',
      energy: 'high',
      playStyles: ['fetch'],
      vaccinated: true,
      about: '',
      areaName: 'Bandra West',
      city: 'mumbai',
    });
    expect(await screen.findByText('Your dog is listed for playdates.')).toBeTruthy();
  });

  it("lists a dog at the browser's position, and says why when there is none", async () => {
    const user = userEvent.setup();
    let position: GeolocationPosition | null = null;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback, fail: PositionErrorCallback) =>
          position ? done(position) : fail({ code: 1 } as GeolocationPositionError),
      },
    });
    const requests = fakeApi(
      playdatesApi({
        'GET /api/community/playdates/mine': ok(nothingListed),
        'PUT /api/community/playdates/profiles/*': ok({ profile: brunoProfile }),
      }),
    );
    renderWithPlatform(<PawfectMatchPage />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'List Bruno for playdates' }));
    const form = screen.getByRole('form', { name: 'Playdate listing for Bruno' });
    await user.click(within(form).getByRole('radio', { name: 'Moderate' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Gentle play' }));
    await user.click(within(form).getByRole('button', { name: 'Use my current location' }));
    expect(await within(form).findByText('Location access denied. Please choose a city instead.')).toBeTruthy();

    position = { coords: { latitude: 19.05964, longitude: 72.82951 } } as GeolocationPosition;
    await user.click(within(form).getByRole('button', { name: 'Use my current location' }));
    expect(await within(form).findByText('Position set (19.060, 72.830)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'List for playdates' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      point: { lat: 19.06, lng: 72.83 },
      vaccinated: false,
    });
  });

  it('shows compatible dogs nearby as cards, with what owners wrote as text', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      playdatesApi({
        'GET /api/community/playdates/suggestions': ok({
          petId: brunoProfile.petId,
          radiusKm: 10,
          suggestions: [dog({ about: HTML_TEXT }), zara],
        }),
      }),
    );
    renderWithPlatform(<PawfectMatchPage />, { route: ROUTE });
    const list = await screen.findByRole('list', { name: 'Suggested playmates for Bruno' });
    const simba = within(list).getByRole('article', { name: 'Simba' });
    expect(within(simba).getByText('Indie')).toBeTruthy();
    expect(within(simba).getByText('Medium · High energy')).toBeTruthy();
    expect(within(simba).getByText('Wrestling')).toBeTruthy();
    expect(within(simba).getByText('1.5 km away · Khar West')).toBeTruthy();
    expect(within(simba).getByText(HTML_TEXT)).toBeTruthy();
    expect(simba.querySelector('img, b')).toBeNull();
    // Zara has a photo; Simba shows his initial.
    expect(within(list).getByRole('article', { name: 'Zara' }).querySelector('img')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/community/playdates/suggestions')!.query.toString()).toBe(
      `petId=${brunoProfile.petId}&radiusKm=10`,
    );

    await user.selectOptions(screen.getByLabelText('Distance'), '25');
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/api/community/playdates/suggestions')
          .at(-1)!
          .query.get('radiusKm'),
      ).toBe('25'),
    );
  });

  it('sends a playdate request with a time, a place and a message, and shows a refusal in the form', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      playdatesApi({
        'POST /api/community/playdates/requests': [
          apiError(409, 'already_requested', playdateMessages.alreadyRequested),
          { status: 201, body: { request: request({ direction: 'outgoing' }) } },
        ],
      }),
    );
    renderWithPlatform(<PawfectMatchPage />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Request a playdate with Simba' }));
    const form = screen.getByRole('form', { name: 'Playdate request to Simba' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(playdateMessages.meetingPlace)).toBeTruthy();
    expect(within(form).getByText(playdateMessages.message)).toBeTruthy();

    await user.type(within(form).getByLabelText('Meeting place'), 'Carter Road promenade');
    await user.type(within(form).getByLabelText('Message to Simba’s owner'), 'Saturday run?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(playdateMessages.alreadyRequested)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Playdate request to Simba' })).toBeNull());

    const [first, second] = requests.filter((r) => r.method === 'POST');
    expect(first!.body).toMatchObject({
      fromPetId: brunoProfile.petId,
      toPetId: dog().petId,
      meetingPlace: 'Carter Road promenade',
      message: 'Saturday run?',
    });
    expect(new Date((first!.body as { startsAt: string }).startsAt).getTime()).toBeGreaterThan(Date.now());
    // A refusal settles the attempt: the retry is a new one.
    expect(first!.headers['Idempotency-Key']).toBeTruthy();
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
    expect(await screen.findByText('Playdate request sent.')).toBeTruthy();
  });

  it('asks for vaccination before suggesting anything', async () => {
    const requests = fakeApi(
      playdatesApi({
        'GET /api/community/playdates/mine': ok(minePets({ profiles: [{ ...brunoProfile, vaccinated: false }] })),
      }),
    );
    renderWithPlatform(<PawfectMatchPage />, { route: `${ROUTE}?tab=suggestions` });
    expect(await screen.findByText(/Only vaccinated dogs get suggestions/)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/community/playdates/suggestions')).toBe(false);
  });

  it('answers requests: Accept and Decline for incoming, Cancel for sent, the place only once agreed', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      playdatesApi({
        'GET /api/community/playdates/requests': ok(requestList({ incoming: [request({ message: HTML_TEXT })] })),
        'POST /api/community/playdates/requests/*': (r) => ok({ request: request({ id: r.path.split('/')[5] }) }),
      }),
    );
    renderWithPlatform(<PawfectMatchPage />, { route: ROUTE });
    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    expect(currentUrl()).toBe('/pawfectmatch?tab=requests');

    const waiting = await screen.findByRole('list', { name: 'Waiting for your answer' });
    const incoming = within(waiting).getByRole('article', { name: 'Playdate: Bruno and Simba' });
    expect(within(incoming).getByText(HTML_TEXT)).toBeTruthy();
    expect(incoming.querySelector('img, b')).toBeNull();
    expect(within(incoming).getByText('The meeting place is shared with you when you accept.')).toBeTruthy();
    expect(within(incoming).getByRole('button', { name: 'Decline' })).toBeTruthy();

    const agreed = within(screen.getByRole('list', { name: 'Agreed playdates' })).getByRole('article');
    expect(within(agreed).getByText('Juhu beach, Gandhi statue entrance')).toBeTruthy();
    expect(within(agreed).getByText('You are meeting Neha, Zara’s owner. They know you as Nina.')).toBeTruthy();

    const sentCard = within(screen.getByRole('list', { name: 'Sent requests' })).getByRole('article');
    expect(within(sentCard).getByText('Joggers Park, main gate')).toBeTruthy();

    await user.click(within(incoming).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/accept'))).toBe(true));
    expect(requests.find((r) => r.path.endsWith('/accept'))!.path).toBe(
      `/api/community/playdates/requests/${request().id}/accept`,
    );
    await user.click(within(sentCard).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/cancel'))).toBe(true));

    // Calling off an agreed playdate asks first.
    await user.click(within(agreed).getByRole('button', { name: 'Cancel playdate' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel the playdate with Zara?' })).toBeTruthy();
  });

  it('offers a way to add a dog when the owner has none', async () => {
    fakeApi(playdatesApi({ 'GET /api/community/playdates/mine': ok({ dogs: [], profiles: [] }) }));
    renderWithPlatform(<PawfectMatchPage />, { route: ROUTE });
    expect(await screen.findByText('Add your dog to your profile first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a pet' }).getAttribute('href')).toBe('/profile/add-pet');
  });
});
