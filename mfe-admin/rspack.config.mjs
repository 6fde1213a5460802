import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_admin',
  dir: import.meta.dirname,
  port: 8087,
  title: 'PetPal · Admin',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
  },
});
