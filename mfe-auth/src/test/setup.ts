import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Role queries are slow in jsdom on a busy 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);
