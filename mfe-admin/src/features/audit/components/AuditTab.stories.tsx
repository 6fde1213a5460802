import type { Meta, StoryObj } from '@storybook/react-vite';
import { auditEntry, pageOf } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { AuditTab } from './AuditTab';

const meta = {
  title: 'Admin/AuditTab',
  component: AuditTab,
  ...tabStoryFrame,
} satisfies Meta<typeof AuditTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = [
  auditEntry({ id: '64b000000000000000000053', action: 'order.status', targetType: 'order', reason: 'Packed.' }),
  auditEntry(),
];

const states = tabStories({
  route: 'GET /api/admin/audit',
  empty: pageOf([]),
  emptyText: 'No admin actions yet.',
  filled: pageOf(entries),
  filledText: 'order.status',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
