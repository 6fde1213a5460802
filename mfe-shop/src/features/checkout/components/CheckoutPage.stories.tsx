import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { antibiotic, kibble, shopper } from '../../../test/catalogue-fixtures';
import { upi, visa } from '../../../test/buyer-fixtures';
import { cartOf } from '../../../test/cart-fixtures';
import { CheckoutPage } from './CheckoutPage';

const meta = {
  title: 'Shop/Checkout/CheckoutPage',
  component: CheckoutPage,
  decorators: [(Story) => <RemoteStory route="/checkout">{Story()}</RemoteStory>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: withStubApi(
    {
      'GET /api/shop/cart': ok(
        cartOf([
          [kibble, 2],
          [antibiotic, 1],
        ]),
      ),
      'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
    },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Visa ending in 4242')).toBeChecked();
  },
};

export const NoPaymentMethod: Story = {
  beforeEach: withStubApi(
    {
      'GET /api/shop/cart': ok(cartOf([[kibble, 1]])),
      'GET /api/auth/payment-methods': ok({ methods: [] }),
      // The provider's element cannot be served in a story (decision 051): the form says so in its place.
      'GET /api/auth/payment-methods/card-entry': ok({ kind: 'unavailable' }),
    },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Pay with a card' })).toBeVisible();
    await expect(await canvas.findByText('Cards cannot be added right now. Please try again later.')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withStubApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Log in to check out')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withStubApi({ 'GET /api/shop/cart': 'pending' }, { user: shopper }),
};
