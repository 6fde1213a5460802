import { mountStandalone } from '@petpal/design-system';
import { ShopApp } from './app/ShopApp';

mountStandalone('Shop', ShopApp);
