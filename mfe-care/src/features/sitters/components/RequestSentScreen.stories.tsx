import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoSidewaysScroll, onPhone, storyViewports } from '@petpal/design-system/test-utils/story-viewports';
import { ownerRequest } from '../../../test/fixtures';
import { StoryPlatform } from '../../../test/story-platform';
import { RequestSentScreen } from './RequestSentScreen';

const meta = {
  title: 'Pet care/RequestSentScreen',
  component: RequestSentScreen,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  args: { request: ownerRequest() },
} satisfies Meta<typeof RequestSentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Booking Request Sent' })).toHaveFocus();
    await expect(canvas.getByText(/Asha Rao has 24 hours to answer/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/services');
    await expectNoSidewaysScroll(canvasElement);
  },
};
