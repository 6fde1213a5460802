import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { order, pageOf } from '../../../test/fixtures';
import { adminViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../../../test/story-viewports';
import { OrdersTab } from './OrdersTab';

const meta = {
  title: 'Admin/OrdersTab',
  component: OrdersTab,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: adminViewports },
  globals: onDesktop,
} satisfies Meta<typeof OrdersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = 'GET /api/admin/orders';

const orders = [
  order({}, ['processing', 'cancelled']),
  order({ id: '64b000000000000000000044', status: 'shipped' }, ['delivered']),
  order({ id: '64b000000000000000000045', status: 'awaiting_prescription' }),
  order({ id: '64b000000000000000000046', status: 'cancelled', refundStatus: 'refund_pending' }),
];

export const Loading: Story = { beforeEach: withStubApi({ [ROUTE]: 'pending' }, { user: null }) };

export const Empty: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf([])) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders match.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf(orders, 64)) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Refund pending.')).toBeInTheDocument();
  },
};

export const FilledOnPhone: Story = {
  ...Filled,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Refund pending.');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LoadFailed: Story = {
  beforeEach: withStubApi(
    { [ROUTE]: apiError(500, 'internal', 'Something went wrong. Please try again.') },
    { user: null },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
