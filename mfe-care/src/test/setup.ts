import { setUpPageTests } from '@petpal/design-system/test-utils/unit-setup';

setUpPageTests();
