import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { antibiotic, kibble, shopper } from '../../../test/catalogue-fixtures';
import { visa } from '../../../test/buyer-fixtures';
import { NewAutoshipPage } from './NewAutoshipPage';

const meta = {
  title: 'Shop/Autoship/NewAutoshipPage',
  component: NewAutoshipPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewAutoshipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  decorators: [
    (Story) => (
      <RemoteStory route="/pharmas-orders/autoship/new?product=chicken-kibble-3kg&weeks=4">{Story()}</RemoteStory>
    ),
  ],
  beforeEach: withStubApi(
    {
      'GET /api/shop/products/chicken-kibble-3kg': ok({ product: kibble }),
      'GET /api/auth/payment-methods': ok({ methods: [visa] }),
    },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Start Autoship' })).toBeVisible();
    await expect(canvas.getByText(/Save 5% on every Autoship delivery/)).toBeVisible();
  },
};

export const PrescriptionItem: Story = {
  decorators: [
    (Story) => <RemoteStory route="/pharmas-orders/autoship/new?product=amoxicillin-250">{Story()}</RemoteStory>,
  ],
  beforeEach: withStubApi({ 'GET /api/shop/products/amoxicillin-250': ok({ product: antibiotic }) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/cannot be delivered by Autoship/)).toBeVisible();
  },
};
