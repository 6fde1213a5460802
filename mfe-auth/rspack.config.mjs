import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_auth',
  dir: import.meta.dirname,
  port: 8081,
  title: 'PetPal · Accounts',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
  },
});
