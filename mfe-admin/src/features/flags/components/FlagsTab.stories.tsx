import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { flagged } from '../../../test/fixtures';
import { adminViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../../../test/story-viewports';
import { FlagsTab } from './FlagsTab';

const meta = {
  title: 'Admin/FlagsTab',
  component: FlagsTab,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: adminViewports },
  globals: onDesktop,
} satisfies Meta<typeof FlagsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = 'GET /api/admin/flags';

const queue = {
  items: [
    flagged(),
    flagged({
      id: '64b000000000000000000024',
      title: 'Rude reply',
      body: 'A very long reply '.repeat(20),
      hidden: false,
    }),
  ],
};

export const Loading: Story = { beforeEach: withStubApi({ [ROUTE]: 'pending' }, { user: null }) };

export const Empty: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok({ items: [] }) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No flagged posts.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi({ [ROUTE]: ok(queue) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Rude reply')).toBeInTheDocument();
  },
};

export const FilledOnPhone: Story = {
  ...Filled,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Rude reply');
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
