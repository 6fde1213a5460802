import { setUpPageTests } from './src/test-utils/unit-setup';

setUpPageTests();
