import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { petOwner, renderWithPlatform } from '../../test/render';
import { FooterApp } from '../FooterApp';

const footerNav = () => within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
const hrefOf = (name: string) => within(footerNav()).getByRole('link', { name }).getAttribute('href');

describe('footer', () => {
  it('sends guests to /login for To-Do and Appointments', () => {
    renderWithPlatform(<FooterApp />);
    expect(hrefOf('To-Do')).toBe('/login');
    expect(hrefOf('Appointments')).toBe('/login');
    expect(hrefOf('Services')).toBe('/services');
    expect(hrefOf('Home')).toBe('/');
  });

  it('links signed-in users to the pages themselves', () => {
    renderWithPlatform(<FooterApp />, { user: petOwner });
    expect(hrefOf('Home')).toBe('/dashboard');
    expect(hrefOf('To-Do')).toBe('/todo');
    expect(hrefOf('Appointments')).toBe('/appointments');
  });

  it('shows the brand and the copyright with the current year', () => {
    renderWithPlatform(<FooterApp />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('PetPal')).toBeTruthy();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} PetPal. All rights reserved.`)).toBeTruthy();
  });
});

// The bar is display: none above 768 px, which is what jsdom's window measures.
function quickLinks(): HTMLElement {
  const bar = document.querySelector<HTMLElement>('nav[aria-label="Quick links"]');
  if (!bar) throw new Error('no bottom bar');
  return bar;
}

describe('mobile bottom bar', () => {
  it('is not rendered for guests', () => {
    renderWithPlatform(<FooterApp />);
    expect(document.querySelector('nav[aria-label="Quick links"]')).toBeNull();
  });

  it('shows the four tabs to signed-in users, with Home current on /', () => {
    renderWithPlatform(<FooterApp />, { user: petOwner });
    const bar = quickLinks();
    const tabs = within(bar).getAllByRole('link', { hidden: true });
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Services', '/services'],
      ['To-Do', '/todo'],
      ['Appointments', '/appointments'],
    ]);
    expect(within(bar).getByText('Home').closest('a')?.getAttribute('aria-current')).toBe('page');
  });

  it('marks the tab of the current page', () => {
    window.history.pushState(null, '', '/appointments');
    renderWithPlatform(<FooterApp />, { user: petOwner });
    const bar = quickLinks();
    expect(within(bar).getByText('Appointments').closest('a')?.getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByText('Home').closest('a')?.getAttribute('aria-current')).toBeNull();
  });
});
