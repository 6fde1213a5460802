import { federatedConfig } from '@petpal/design-system/build';

export default federatedConfig({
  name: 'mfe_vet',
  dir: import.meta.dirname,
  port: 8082,
  title: 'PetPal · Vet booking',
  exposes: {
    './lifecycles': './src/exposes/lifecycles.tsx',
    './upcoming-visits': './src/exposes/upcoming-visits.tsx',
    './vet-appointments': './src/exposes/vet-appointments.tsx',
  },
});
