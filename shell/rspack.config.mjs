import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 8080,
  publicPath: '/',
  title: 'PetPal · Put your pet at the heart of everything',
});
