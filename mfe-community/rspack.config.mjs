import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_community',
  dir: import.meta.dirname,
  port: 8085,
  title: 'PetPal · Community',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
    './todo-card': './src/exposes/todo-card.tsx',
  },
});
