import { mountStandalone } from '@petpal/design-system';
import { VetApp } from './app/VetApp';

mountStandalone('Vet booking', VetApp);
