import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconNames } from './icons';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="paw" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is a named image with a title', () => {
    const { getByRole } = render(<Icon name="bell" title="Notifications" />);
    expect(getByRole('img', { name: 'Notifications' })).toBeTruthy();
  });

  it('draws every icon in the set', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} size={16} />);
      expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
