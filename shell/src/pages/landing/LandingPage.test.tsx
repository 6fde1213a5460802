import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@petpal/contracts';
import { petOwner, renderWithPlatform } from '../../test/render';
import { CommunityCallToAction } from './CommunityCallToAction';
import { LandingPage } from './LandingPage';

function renderLanding(user: SessionUser | null | undefined) {
  return renderWithPlatform(<LandingPage />, { user });
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('landing page', () => {
  it('shows the hero and the four sections to guests', () => {
    renderLanding(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Put your pet at the heart of everything');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'What We Offer',
      'Special Features',
      'Emergency Services',
      'Join Our Pet Care Community',
    ]);
    expect(hrefOf('Start Your Journey')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeTruthy();
  });

  it('has 6 + 2 + 3 cards, each exploring /services', () => {
    renderLanding(null);
    const explore = screen.getAllByRole('link', { name: /^Explore / });
    expect(explore).toHaveLength(11);
    expect(new Set(explore.map((link) => link.getAttribute('href')))).toEqual(new Set(['/services']));
  });

  it('offers Sign Up Now and Login to guests', () => {
    renderLanding(null);
    expect(hrefOf('Sign Up Now')).toBe('/signup');
    expect(hrefOf('Login')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Browse Communities' })).toBeNull();
  });

  it('opens a tile in a dialog whose Explore Service sends guests to /login', async () => {
    const user = userEvent.setup();
    renderLanding(null);
    await user.click(screen.getByRole('button', { name: 'Vet Teleconsultation' }));
    const dialog = screen.getByRole('dialog', { name: 'Vet Teleconsultation' });
    expect(within(dialog).getByText('Video visits with licensed vets')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Explore Service' }).getAttribute('href')).toBe('/login');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends signed-in visitors to the dashboard, in place of the landing page in the history', () => {
    const before = window.history.length;
    renderLanding(petOwner);
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(before);
    expect(screen.queryByRole('heading', { name: 'Put your pet at the heart of everything' })).toBeNull();
  });

  it('still shows the hero while the session is loading', () => {
    renderLanding(undefined);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });
});

describe('community call to action', () => {
  it('offers Browse Communities and Create Post to signed-in users', () => {
    renderWithPlatform(<CommunityCallToAction user={petOwner} />);
    expect(hrefOf('Browse Communities')).toBe('/community');
    expect(hrefOf('Create Post')).toBe('/community/post/new');
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).toBeNull();
  });
});
