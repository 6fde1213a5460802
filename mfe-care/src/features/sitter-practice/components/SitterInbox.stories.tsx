import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sitterRequest } from '../../../test/fixtures';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { sitterUser } from '../../../test/users';
import { SitterInbox } from './SitterInbox';

const meta = {
  title: 'Pet care/SitterInbox',
  component: SitterInbox,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { scope: 'incoming' },
} satisfies Meta<typeof SitterInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Incoming: Story = {
  beforeEach: withFakeApi(
    { 'GET /api/care/practice/requests': ok({ requests: [sitterRequest()] }) },
    { user: sitterUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Incoming requests' })).toHaveTextContent(
      'Dog Walking for Sam K.',
    );
  },
};

export const NothingWaiting: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/practice/requests': ok({ requests: [] }) }, { user: sitterUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No requests waiting/)).toBeVisible();
  },
};
