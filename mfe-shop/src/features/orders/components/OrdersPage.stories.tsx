import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { shopper } from '../../../test/catalogue-fixtures';
import { deliveredOrder, order, prescriptionOrder } from '../../../test/order-fixtures';
import { OrdersPage } from './OrdersPage';

const meta = {
  title: 'Shop/Orders/OrdersPage',
  component: OrdersPage,
  decorators: [(Story) => <RemoteStory route="/pharmas-orders">{Story()}</RemoteStory>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/shop/orders';

export const Filled: Story = {
  beforeEach: withStubApi({ [LIST]: ok({ orders: [prescriptionOrder, order(), deliveredOrder] }) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add prescription' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel order #0000A1B2' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withStubApi({ [LIST]: ok({ orders: [] }) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withStubApi({ [LIST]: apiError(500, 'internal', 'Boom') }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withStubApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withStubApi({ [LIST]: 'pending' }, { user: shopper }),
};
