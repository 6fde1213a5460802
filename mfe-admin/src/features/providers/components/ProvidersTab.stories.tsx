import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { pageOf, provider } from '../../../test/fixtures';
import { adminViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../../../test/story-viewports';
import { ProvidersTab } from './ProvidersTab';

const meta = {
  title: 'Admin/ProvidersTab',
  component: ProvidersTab,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: adminViewports },
  globals: onDesktop,
} satisfies Meta<typeof ProvidersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = 'GET /api/admin/providers';

const providers = [
  provider(),
  provider({ id: '64b000000000000000000013', fullName: 'Dr Meera Iyer', licenseId: null }),
  provider({
    id: '64b000000000000000000014',
    fullName: 'Dr Karan Mehta',
    status: 'rejected',
    reason: 'The license number does not match the council register.',
    decidedAt: '2026-11-10T09:00:00.000Z',
  }),
];

export const Loading: Story = { beforeEach: withStubApi({ [ROUTE]: 'pending' }, { user: null }) };

export const Empty: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf([])) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pending vets.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf(providers, 41)) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dr Karan Mehta')).toBeInTheDocument();
  },
};

export const FilledOnPhone: Story = {
  ...Filled,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Dr Karan Mehta');
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
