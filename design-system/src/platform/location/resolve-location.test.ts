import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@petpal/contracts';
import { locationAtom, sessionUserAtom } from '../atoms';
import { CITY_KEY, COUNTRY_KEY, LOCATION_KEY } from './location-storage';
import { setManualLocation } from './manual-location';
import { GEOLOCATION_OPTIONS } from './current-point';
import { resolveLocation, startLocationResolution } from './resolve-location';

type Store = ReturnType<typeof createStore>;

const pune = { city: 'Pune', state: 'Maharashtra', country: 'India' };
const sam: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };
const alex: SessionUser = { id: 'u2', email: 'alex@example.com', role: 'pet_owner' };

let getCurrentPosition: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

function givePosition(latitude = 18.52043, longitude = 73.85674) {
  getCurrentPosition.mockImplementation((success: PositionCallback) =>
    success({ coords: { latitude, longitude } } as GeolocationPosition),
  );
}

function failPosition(code: number) {
  getCurrentPosition.mockImplementation((_success: PositionCallback, failure: PositionErrorCallback) =>
    failure({ code } as GeolocationPositionError),
  );
}

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function setGeolocation(value: Partial<Geolocation> | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { value, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  getCurrentPosition = vi.fn();
  setGeolocation({ getCurrentPosition } as Partial<Geolocation>);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setGeolocation(undefined);
});

describe('resolveLocation', () => {
  it('asks for a low-accuracy position (10 s, 5 min old), names it through the API and caches it', async () => {
    givePosition();
    answer(200, pune);
    const store = createStore();
    expect(store.get(locationAtom)).toMatchObject({ displayText: 'Detecting location...', loading: true });

    await resolveLocation(store);

    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 10000,
      maximumAge: 300000,
      enableHighAccuracy: false,
    });
    expect(GEOLOCATION_OPTIONS).toEqual(getCurrentPosition.mock.calls[0]?.[2]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/location/reverse?lat=18.520&lon=73.857');
    expect(store.get(locationAtom)).toEqual({ ...pune, displayText: 'Pune, Maharashtra', loading: false, error: null });
    expect(JSON.parse(localStorage.getItem(LOCATION_KEY)!)).toEqual({ ...pune, displayText: 'Pune, Maharashtra' });
    expect(localStorage.getItem(COUNTRY_KEY)).toBe('India');
    expect(localStorage.getItem(CITY_KEY)).toBe('Pune');
  });

  it('uses the cached location without asking the browser or the API', async () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ ...pune, displayText: 'Pune, Maharashtra' }));
    const store = createStore();
    await resolveLocation(store);
    expect(store.get(locationAtom)).toMatchObject({ city: 'Pune', displayText: 'Pune, Maharashtra', loading: false });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a damaged cache', async () => {
    localStorage.setItem(LOCATION_KEY, '{"city":');
    givePosition();
    answer(200, pune);
    const store = createStore();
    await resolveLocation(store);
    expect(store.get(locationAtom).displayText).toBe('Pune, Maharashtra');
  });

  it.each([
    [1, 'Location access denied'],
    [2, 'Location unavailable'],
    [3, 'Location timeout'],
  ])('maps geolocation error %i to "%s" and caches nothing', async (code, message) => {
    failPosition(code);
    const store = createStore();
    await resolveLocation(store);
    expect(store.get(locationAtom)).toEqual({
      city: '',
      state: '',
      country: '',
      displayText: message,
      loading: false,
      error: message,
    });
    expect(localStorage.getItem(LOCATION_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Location not supported" without a geolocation API', async () => {
    setGeolocation(undefined);
    const store = createStore();
    await resolveLocation(store);
    expect(store.get(locationAtom)).toMatchObject({
      displayText: 'Location not supported',
      error: 'Location not supported',
    });
  });

  it('says "Location unavailable" when the reverse lookup fails', async () => {
    givePosition();
    answer(502, { error: { code: 'location_unavailable', message: 'Location unavailable' } });
    const store = createStore();
    await resolveLocation(store);
    expect(store.get(locationAtom)).toMatchObject({
      displayText: 'Location unavailable',
      error: 'Location unavailable',
    });
  });

  it('shows the country alone when the place has no city or state', async () => {
    givePosition();
    answer(200, { city: '', state: '', country: 'India' });
    const store = createStore();
    await resolveLocation(store);
    expect(store.get(locationAtom).displayText).toBe('India');
  });
});

describe('setManualLocation', () => {
  it('refuses text that is empty after trimming and changes nothing', () => {
    const store = createStore();
    expect(setManualLocation(store, '   ')).toBe('Please enter a location.');
    expect(store.get(locationAtom).displayText).toBe('Detecting location...');
    expect(localStorage.getItem(LOCATION_KEY)).toBeNull();
  });

  it('saves the trimmed text, caches it and keeps the detected country unless one is given', async () => {
    givePosition();
    answer(200, pune);
    const store = createStore();
    await resolveLocation(store);

    expect(setManualLocation(store, '  Mumbai, Maharashtra ')).toBeNull();
    expect(store.get(locationAtom)).toEqual({
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      displayText: 'Mumbai, Maharashtra',
      loading: false,
      error: null,
    });
    expect(JSON.parse(localStorage.getItem(LOCATION_KEY)!)).toMatchObject({ displayText: 'Mumbai, Maharashtra' });
    expect(localStorage.getItem(CITY_KEY)).toBe('Mumbai');

    setManualLocation(store, 'Austin, Texas, USA');
    expect(store.get(locationAtom)).toMatchObject({ city: 'Austin', state: 'Texas', country: 'USA' });
    expect(localStorage.getItem(COUNTRY_KEY)).toBe('USA');
  });

  it('wins over a detection still running', async () => {
    let finish: (position: GeolocationPosition) => void = () => undefined;
    getCurrentPosition.mockImplementation((success: PositionCallback) => {
      finish = success;
    });
    answer(200, pune);
    const store = createStore();
    const running = resolveLocation(store);
    setManualLocation(store, 'Goa');
    finish({ coords: { latitude: 18.5, longitude: 73.8 } } as GeolocationPosition);
    await running;
    expect(store.get(locationAtom).displayText).toBe('Goa');
  });
});

describe('startLocationResolution', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function started(): Store {
    const store = createStore();
    startLocationResolution(store);
    return store;
  }

  it('does nothing for guests or while the session is unknown', async () => {
    givePosition();
    answer(200, pune);
    const store = started();
    await settle();
    store.set(sessionUserAtom, null);
    await settle();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(store.get(locationAtom).displayText).toBe('Detecting location...');
  });

  it('resolves once the signed-in user is known, from the cache when there is one', async () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ ...pune, displayText: 'Koregaon Park' }));
    const store = started();
    store.set(sessionUserAtom, sam);
    await settle();
    expect(store.get(locationAtom).displayText).toBe('Koregaon Park');
    store.set(sessionUserAtom, { ...sam, role: 'pet_sitter' });
    await settle();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('clears the cache and resolves afresh when the user changes or signs out', async () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ ...pune, displayText: 'Koregaon Park' }));
    givePosition();
    answer(200, { city: 'Mumbai', state: 'Maharashtra', country: 'India' });
    const store = started();
    store.set(sessionUserAtom, sam);
    await settle();

    store.set(sessionUserAtom, alex);
    await vi.waitFor(() => expect(store.get(locationAtom).displayText).toBe('Mumbai, Maharashtra'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);

    store.set(sessionUserAtom, null);
    expect(localStorage.getItem(LOCATION_KEY)).toBeNull();
    expect(localStorage.getItem(COUNTRY_KEY)).toBeNull();
    expect(store.get(locationAtom).displayText).toBe('Detecting location...');
  });

  it('starts when the session is already known', async () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ ...pune, displayText: 'Pune, Maharashtra' }));
    const store = createStore();
    store.set(sessionUserAtom, sam);
    startLocationResolution(store);
    await settle();
    expect(store.get(locationAtom).displayText).toBe('Pune, Maharashtra');
  });
});
