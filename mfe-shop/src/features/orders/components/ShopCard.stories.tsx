import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { shopper } from '../../../test/catalogue-fixtures';
import { deliveredOrder, order, prescriptionOrder } from '../../../test/order-fixtures';
import { ShopCard } from './ShopCard';

const meta = {
  title: 'Shop/Orders/ShopCard',
  component: ShopCard,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
} satisfies Meta<typeof ShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: withStubApi(
    { 'GET /api/shop/orders': ok({ orders: [prescriptionOrder, order(), deliveredOrder] }) },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'View all orders' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withStubApi({ 'GET /api/shop/orders': ok({ orders: [] }) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
  },
};
