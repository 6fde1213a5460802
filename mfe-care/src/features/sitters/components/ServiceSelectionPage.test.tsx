import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithPlatform } from '../../../test/render';
import { ServiceSelectionPage } from './ServiceSelectionPage';

describe('ServiceSelectionPage', () => {
  it('offers the four services in the spec’s order, each leading to its form', () => {
    renderWithPlatform(<ServiceSelectionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Pet Sitter' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Pet sitting services' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hostel Check-in', '/services/book-pet-sitter/form?service=hostel-checkin'],
      ['Dog Walking', '/services/book-pet-sitter/dog-walking'],
      ['Day Care', '/services/book-pet-sitter/day-care'],
      ['House Sitting', '/services/book-pet-sitter/form?service=house-sitting'],
    ]);
    expect(document.title).toBe('Book a Pet Sitter · PetPal');
  });

  it('goes to the chosen service’s form', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<ServiceSelectionPage />, { route: '/services/book-pet-sitter' });
    await user.click(screen.getByRole('link', { name: 'Day Care' }));
    expect(currentUrl()).toBe('/services/book-pet-sitter/day-care');
  });
});
