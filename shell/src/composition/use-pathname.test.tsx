import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isCurrentPath, usePathname } from './use-pathname';

function Path() {
  return <p>{usePathname()}</p>;
}

describe('usePathname', () => {
  it('follows the popstate events single-spa sends after every navigation', () => {
    render(<Path />);
    expect(screen.getByText('/')).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/about')).toBeTruthy();
  });
});

describe('isCurrentPath', () => {
  it.each([
    ['/about', '/about', false, true],
    ['/community/group/7', '/community', false, true],
    ['/communityx', '/community', false, false],
    ['/community/group/7', '/community', true, false],
    ['/', '/', true, true],
    ['/about', '/', true, false],
    ['/About', '/about', false, true],
  ])('%s is current for a link to %s (end %s): %s', (pathname, to, end, current) => {
    expect(isCurrentPath(pathname, to, end)).toBe(current);
  });
});
