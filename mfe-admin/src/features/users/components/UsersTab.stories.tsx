import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { pageOf, user } from '../../../test/fixtures';
import { adminViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../../../test/story-viewports';
import { UsersTab } from './UsersTab';

const meta = {
  title: 'Admin/UsersTab',
  component: UsersTab,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: adminViewports },
  globals: onDesktop,
} satisfies Meta<typeof UsersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const users = [
  user(),
  user({
    id: '64b000000000000000000002',
    email: 'dr.asha.rao.long.address@example.com',
    role: 'veterinary_doctor',
    fullName: 'Dr Asha Rao',
  }),
  user({ id: '64b000000000000000000003', email: 'new@example.com', role: 'none', fullName: null }),
];

export const Loading: Story = { beforeEach: withStubApi({ 'GET /api/admin/users': 'pending' }, { user: null }) };

export const Empty: Story = {
  beforeEach: withStubApi({ 'GET /api/admin/users': ok(pageOf([])) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users yet.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi({ 'GET /api/admin/users': ok(pageOf(users, 45)) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('new@example.com')).toBeInTheDocument();
  },
};

export const FilledOnPhone: Story = {
  ...Filled,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('new@example.com');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LoadFailed: Story = {
  beforeEach: withStubApi(
    { 'GET /api/admin/users': apiError(500, 'internal', 'Something went wrong. Please try again.') },
    { user: null },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
