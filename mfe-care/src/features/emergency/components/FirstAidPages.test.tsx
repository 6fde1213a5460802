import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithPlatform } from '../../../test/render';
import { FirstAidPages } from './FirstAidPages';

const at = (route: string) => renderWithPlatform(<FirstAidPages />, { user: null, route, path: '/emergency/*' });

describe('FirstAidPages', () => {
  it('shows a guide with its steps, when to go to the vet now and a way back', async () => {
    const user = userEvent.setup();
    at('/emergency/heatstroke');
    expect(screen.getByRole('heading', { level: 1, name: 'Heatstroke' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'When to go to the vet now' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Emergency Services' }));
    expect(currentUrl()).toBe('/emergency-services');
  });

  it('lists every guide at /emergency', () => {
    at('/emergency');
    expect(screen.getByRole('heading', { level: 1, name: 'First-Aid Guides' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CPR' }).getAttribute('href')).toBe('/emergency/cpr');
  });

  it('answers an unknown guide with not found and a link to the list', async () => {
    const user = userEvent.setup();
    at('/emergency/hiccups');
    expect(screen.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'See all first-aid guides' }));
    expect(currentUrl()).toBe('/emergency');
  });
});
