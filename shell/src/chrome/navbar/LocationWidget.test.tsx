import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { locationAtom } from '@petpal/design-system';
import { petOwner, renderWithPlatform } from '../../test/render';
import { LocationWidget } from './LocationWidget';

const pune = {
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  displayText: 'Pune, Maharashtra',
  loading: false,
  error: null,
};

function renderWidget() {
  const result = renderWithPlatform(<LocationWidget />, { user: petOwner });
  result.store.set(locationAtom, pune);
  return result;
}

beforeEach(() => localStorage.clear());

describe('LocationWidget', () => {
  it('shows the resolved place as a button that opens Update Location with it filled in', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Your location: Pune, Maharashtra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Location' });
    expect((within(dialog).getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe(
      'Pune, Maharashtra',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('refuses a location that is empty after trimming', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget();
    await user.click(await screen.findByRole('button', { name: /Your location/ }));
    const field = await screen.findByRole('textbox', { name: 'Location' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a location.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(store.get(locationAtom).displayText).toBe('Pune, Maharashtra');
  });

  it('saves a manual location, caches it and closes', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget();
    await user.click(await screen.findByRole('button', { name: /Your location/ }));
    const field = await screen.findByRole('textbox', { name: 'Location' });
    await user.clear(field);
    await user.type(field, '  Mumbai, Maharashtra {Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(locationAtom)).toMatchObject({ city: 'Mumbai', displayText: 'Mumbai, Maharashtra' });
    expect(screen.getByRole('button', { name: 'Your location: Mumbai, Maharashtra' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('petpal.location') ?? '{}')).toMatchObject({
      displayText: 'Mumbai, Maharashtra',
    });
  });

  it('Cancel closes without changing anything and starts empty while detecting', async () => {
    const user = userEvent.setup();
    const { store } = renderWithPlatform(<LocationWidget />, { user: petOwner });
    await user.click(screen.getByRole('button', { name: 'Your location: Detecting location...' }));
    expect(((await screen.findByRole('textbox', { name: 'Location' })) as HTMLInputElement).value).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(locationAtom).displayText).toBe('Detecting location...');
  });
});
