import { afterEach } from 'vitest';
import { setUpPageTests } from '@petpal/design-system/test-utils/unit-setup';

// Platform tests that build or serve with Node APIs run in the node environment, without a page (nor a fake API).
if (typeof window !== 'undefined') {
  setUpPageTests();
  afterEach(() => window.history.replaceState(null, '', '/'));
}
