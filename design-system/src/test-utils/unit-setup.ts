import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveFakeApi } from './api-server';

/**
 * What every package's vitest setup file does for tests with a page (jsdom): the fake API served by msw
 * (see api-server), the page emptied after each test, and room for async queries.
 */
export function setUpPageTests() {
  // Role queries over a whole page are slow in jsdom on a busy 2-core machine: give async queries room.
  configure({ asyncUtilTimeout: 5000 });
  serveFakeApi();
  afterEach(cleanup);
}
