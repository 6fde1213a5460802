import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Platform tests that build or serve with Node APIs run in the node environment, without a page.
  if (typeof window === 'undefined') return;
  cleanup();
  window.history.replaceState(null, '', '/');
});
