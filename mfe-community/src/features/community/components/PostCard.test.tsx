import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HTML_BODY, photoPost, post } from '../../../test/fixtures';
import { renderWithPlatform } from '../../../test/render';
import { PostCard } from './PostCard';

describe('a post card', () => {
  it('renders a body like <img src=x onerror=alert(1)> as text, never as an element', () => {
    const { container } = renderWithPlatform(
      <PostCard post={post({ title: '<img src=x onerror=alert(1)>', body: HTML_BODY })} inFeed />,
    );

    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(screen.getByText(HTML_BODY)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows one photo in a feed and every photo on the post page', () => {
    const { unmount } = renderWithPlatform(<PostCard post={photoPost} inFeed />);
    expect(screen.getAllByRole('img', { name: /^Photo \d of 2/ })).toHaveLength(1);
    unmount();

    renderWithPlatform(<PostCard post={photoPost} />);
    expect(screen.getAllByRole('img', { name: /^Photo \d of 2/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: photoPost.title })).toBeTruthy();
  });
});
