import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { pageOf, report } from '../../../test/fixtures';
import { adminViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../../../test/story-viewports';
import { ReportsTab } from './ReportsTab';

const meta = {
  title: 'Admin/ReportsTab',
  component: ReportsTab,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: adminViewports },
  globals: onDesktop,
} satisfies Meta<typeof ReportsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = 'GET /api/admin/reports';

const reports = [
  report(),
  report({ id: '64b000000000000000000033', status: 'found', petName: 'Coco', locationAddress: 'Baner Road, Pune' }),
];

export const Loading: Story = { beforeEach: withStubApi({ [ROUTE]: 'pending' }, { user: null }) };

export const Empty: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf([])) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reports here.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(pageOf(reports)) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Coco (found)')).toBeInTheDocument();
  },
};

export const FilledOnPhone: Story = {
  ...Filled,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Coco (found)');
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
