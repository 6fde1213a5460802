import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_shop',
  dir: import.meta.dirname,
  port: 8086,
  title: 'PetPal · Shop',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
    './shop-card': './src/exposes/shop-card.tsx',
  },
});
