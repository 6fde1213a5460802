import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_care',
  dir: import.meta.dirname,
  port: 8083,
  title: 'PetPal · Pet care',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
    './care-bookings': './src/exposes/care-bookings.tsx',
  },
});
