import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import {
  storyViewports,
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
} from '@petpal/design-system/test-utils/story-viewports';
import { ADMIN, NO_ADMIN, order, pageOf, user } from '../test/fixtures';
import { AdminDashboardPage } from './AdminDashboardPage';

const meta = {
  title: 'Admin/AdminDashboardPage',
  component: AdminDashboardPage,
  decorators: [
    (Story, { parameters }) => (
      <RemoteStory route={typeof parameters.route === 'string' ? parameters.route : '/admin-dashboard'}>
        {Story()}
      </RemoteStory>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: withStubApi({ 'GET /api/auth/admin/session': 'pending' }, { user: null }),
};

export const SignedOut: Story = {
  beforeEach: withStubApi({ 'GET /api/auth/admin/session': ok(NO_ADMIN) }, { user: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Admin sign in' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: withStubApi(
    { 'GET /api/auth/admin/session': ok(ADMIN), 'GET /api/admin/users': ok(pageOf([user()])) },
    { user: null },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('priya@example.com')).toBeInTheDocument();
  },
};

/** The orders tab on a phone: cards, no sideways scrolling. */
export const OrdersOnPhone: Story = {
  parameters: { route: '/admin-dashboard?tab=orders' },
  beforeEach: withStubApi(
    {
      'GET /api/auth/admin/session': ok(ADMIN),
      'GET /api/admin/orders': ok(pageOf([order({}, ['processing', 'cancelled'])])),
    },
    { user: null },
  ),
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Cancel order' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LoadFailed: Story = {
  beforeEach: withStubApi(
    { 'GET /api/auth/admin/session': apiError(503, 'unavailable', 'The service is busy. Please try again.') },
    { user: null },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
