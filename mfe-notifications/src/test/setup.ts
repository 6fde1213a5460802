import { afterEach } from 'vitest';
import { setUpPageTests } from '@petpal/design-system/test-utils/unit-setup';
import { FakeEventSource } from './fake-event-source';

setUpPageTests();
afterEach(() => FakeEventSource.reset());
