import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('names the tab after the page and gives the previous title back when the page goes away', () => {
    document.title = 'PetPal';
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Payments' },
    });
    expect(document.title).toBe('Payments · PetPal');
    rerender({ title: 'Add Pet' });
    expect(document.title).toBe('Add Pet · PetPal');
    unmount();
    expect(document.title).toBe('PetPal');
  });
});
