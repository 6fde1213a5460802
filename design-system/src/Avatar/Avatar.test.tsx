import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with the name as alt text', () => {
    renderWithTheme(<Avatar name="Asha Rao" src="/asha.jpg" />);
    expect(screen.getByRole('img', { name: 'Asha Rao' }).getAttribute('src')).toBe('/asha.jpg');
  });

  it('shows initials of the first two words without a photo', () => {
    renderWithTheme(<Avatar name="maria de la cruz" src={null} />);
    expect(screen.getByRole('img', { name: 'maria de la cruz' }).textContent).toBe('MD');
  });

  it('shows one initial for a one-word name', () => {
    renderWithTheme(<Avatar name="Bruno" />);
    expect(screen.getByRole('img', { name: 'Bruno' }).textContent).toBe('B');
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithTheme(<Avatar name="Asha Rao" src="/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Asha Rao' }));
    expect(screen.getByRole('img', { name: 'Asha Rao' }).textContent).toBe('AR');
  });
});
