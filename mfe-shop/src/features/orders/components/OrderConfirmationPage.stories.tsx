import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { shopper } from '../../../test/catalogue-fixtures';
import { order, orderId, prescriptionOrder } from '../../../test/order-fixtures';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const meta = {
  title: 'Shop/Orders/OrderConfirmationPage',
  component: OrderConfirmationPage,
  decorators: [
    (Story, { parameters }) => (
      <RemoteStory route={`/order-confirmation/${String(parameters.orderId)}`} path="/order-confirmation/:orderId">
        {Story()}
      </RemoteStory>
    ),
  ],
  parameters: { layout: 'fullscreen', orderId },
} satisfies Meta<typeof OrderConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  beforeEach: withStubApi({ [`GET /api/shop/orders/${orderId}`]: ok({ order: order() }) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order placed')).toBeVisible();
  },
};

export const CancelledAndRefunded: Story = {
  beforeEach: withStubApi(
    {
      [`GET /api/shop/orders/${orderId}`]: ok({
        order: order({
          status: 'cancelled',
          refundStatus: 'refunded',
          refund: { amount: { amountMinor: 259_800, currency: 'INR' }, refundedAt: '2026-11-27T10:00:00.000Z' },
        }),
      }),
    },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Refunded')).toBeVisible();
    await expect(canvas.getByText('₹2,598.00 back to Visa •••• 4242')).toBeVisible();
  },
};

export const AwaitingPrescription: Story = {
  parameters: { orderId: prescriptionOrder.id },
  beforeEach: withStubApi(
    { [`GET /api/shop/orders/${prescriptionOrder.id}`]: ok({ order: prescriptionOrder }) },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add prescription' })).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: withStubApi(
    { [`GET /api/shop/orders/${orderId}`]: apiError(404, 'not_found', 'We could not find this order.') },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order not found')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withStubApi({ [`GET /api/shop/orders/${orderId}`]: 'pending' }, { user: shopper }),
};
