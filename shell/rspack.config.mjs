import { federatedConfig } from '@petpal/design-system/build';
import { shellPort } from './platform/remotes.mjs';

export default federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: shellPort,
  publicPath: '/',
  title: 'PetPal · Put your pet at the heart of everything',
});
