import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('read-only, is an image named by the rating', () => {
    renderWithTheme(<RatingStars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('rounds the spoken rating to one decimal', () => {
    renderWithTheme(<RatingStars value={4.26} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
  });

  it('interactive, is a radio group of five stars', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RatingStars value={3} onChange={onChange} label="Your rating" />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});
