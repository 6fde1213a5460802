import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { PageSkeleton } from './PageSkeleton';
import { Skeleton, SkeletonList } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton height="2rem" />);
    expect(container.querySelector('[data-skeleton]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds a list of as many rows as asked, in one status named for what loads', () => {
    const { container } = renderWithTheme(<SkeletonList label="Loading reports..." rows={4} rowHeight="5rem" />);
    expect(screen.getByRole('status').textContent).toBe('Loading reports...');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  });

  it('names a page that loads "Loading page" unless told otherwise', () => {
    const { rerender } = renderWithTheme(<PageSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading page');
    rerender(<PageSkeleton label="Checking your session" />);
    expect(screen.getByRole('status').textContent).toBe('Checking your session');
  });
});
