import { mountStandalone } from '@petpal/design-system';
import { CommunityApp } from './app/CommunityApp';

mountStandalone('Community', CommunityApp);
