import { mountStandalone } from '@petpal/design-system';
import { CareApp } from './app/CareApp';

mountStandalone('Pet care', CareApp);
