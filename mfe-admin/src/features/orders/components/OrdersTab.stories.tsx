import type { Meta, StoryObj } from '@storybook/react-vite';
import { order, pageOf } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { OrdersTab } from './OrdersTab';

const meta = {
  title: 'Admin/OrdersTab',
  component: OrdersTab,
  ...tabStoryFrame,
} satisfies Meta<typeof OrdersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const orders = [
  order({}, ['processing', 'cancelled']),
  order({ id: '64b000000000000000000044', status: 'shipped' }, ['delivered']),
  order({ id: '64b000000000000000000045', status: 'awaiting_prescription' }),
  order({ id: '64b000000000000000000046', status: 'cancelled', refundStatus: 'refund_pending' }),
];

const states = tabStories({
  route: 'GET /api/admin/orders',
  empty: pageOf([]),
  emptyText: 'No orders match.',
  filled: pageOf(orders, 64),
  filledText: 'Refund pending.',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
