import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { ReviewList } from './ReviewList';

const review = {
  id: 'r1',
  rating: 4,
  author: 'Priya',
  createdAt: '2026-11-20T10:00:00.000Z',
  feedback: 'Calm and kind.',
};

describe('ReviewList', () => {
  it('shows each review with its stars, author, date and feedback in a focusable named list', () => {
    renderWithTheme(<ReviewList reviews={[review]} label="Reviews of Asha Rao" emptyText="No reviews yet" />);
    const list = screen.getByRole('list', { name: 'Reviews of Asha Rao' });
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(list.textContent).toContain('Priya · November 20, 2026');
    expect(list.textContent).toContain('Calm and kind.');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('shows the empty text and no list without reviews', () => {
    renderWithTheme(<ReviewList reviews={[]} label="Reviews" emptyText="No reviews yet." />);
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
