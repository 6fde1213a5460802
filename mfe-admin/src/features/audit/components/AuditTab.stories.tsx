import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { auditEntry, pageOf } from '../../../test/fixtures';
import { adminViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../../../test/story-viewports';
import { AuditTab } from './AuditTab';

const meta = {
  title: 'Admin/AuditTab',
  component: AuditTab,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: adminViewports },
  globals: onDesktop,
} satisfies Meta<typeof AuditTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = 'GET /api/admin/audit';

const entries = [
  auditEntry({ id: '64b000000000000000000053', action: 'order.status', targetType: 'order', reason: 'Packed.' }),
  auditEntry(),
];

export const Loading: Story = { beforeEach: withStubApi({ [ROUTE]: 'pending' }, { user: null }) };

export const Empty: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf([])) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No admin actions yet.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf(entries)) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('order.status')).toBeInTheDocument();
  },
};

export const FilledOnPhone: Story = {
  ...Filled,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('order.status');
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
