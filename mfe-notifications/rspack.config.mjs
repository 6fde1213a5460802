import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_notifications',
  dir: import.meta.dirname,
  port: 8084,
  title: 'PetPal · Pet reports',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
    './pet-reports-card': './src/exposes/pet-reports-card.tsx',
    './bell': './src/exposes/bell.tsx',
    './alert-settings': './src/exposes/alert-settings.tsx',
  },
});
