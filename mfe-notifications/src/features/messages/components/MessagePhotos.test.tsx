import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '../../../test/render';
import { MessagePhotos } from './MessagePhotos';

const photo = (n: number) => ({
  id: `photo-${n}-0123456789abcdef`.slice(0, 22),
  widths: [320, 640],
  width: 640,
  height: 480,
});

describe('MessagePhotos', () => {
  it('draws each photo lazily from its stored widths, named by its place and sender, linked to its largest width', () => {
    renderWithPlatform(<MessagePhotos photos={[photo(1), photo(2)]} senderName="Nisha Rao" />);
    const list = screen.getByRole('list', { name: 'Photos from Nisha Rao' });
    const second = screen.getByRole('img', { name: 'Photo 2 of 2 from Nisha Rao' });
    expect(list.contains(second)).toBe(true);
    expect(second.getAttribute('srcset')).toBe(
      `/api/images/${photo(2).id}/320 320w, /api/images/${photo(2).id}/640 640w`,
    );
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: 'Photo 1 of 2 from Nisha Rao' }).getAttribute('href')).toBe(
      `/api/images/${photo(1).id}/640`,
    );
  });

  it('draws nothing for a message without photos', () => {
    const { container } = renderWithPlatform(<MessagePhotos photos={[]} senderName="Nisha Rao" />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
