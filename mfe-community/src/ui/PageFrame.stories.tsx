import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, Text } from '@petpal/design-system';
import { StoryPlatform } from '../test/story-platform';
import { communityViewports, expectNoSidewaysScroll, onDesktop, onPhone } from '../test/story-viewports';
import { BackLink } from './BackLink';
import { PageFrame } from './PageFrame';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'Community/ui/PageFrame',
  component: PageFrame,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: communityViewports },
  globals: onDesktop,
  args: {
    title: 'Bandra Dog Walkers',
    intro: 'Morning walks on Carter Road.',
    back: <BackLink to="/community">Community</BackLink>,
    actions: <Button size="sm">Join</Button>,
    children: <Text>The page’s content.</Text>,
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackAndActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bandra Dog Walkers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Community' })).toHaveAttribute('href', '/community');
  },
};

export const LongNameOnPhone: Story = {
  args: { title: 'Koregaon Park Indie Dog Rescuers and Weekend Walkers of Pune' },
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A failed load in place, with Try again. */
export const WithRetryAlert: Story = {
  args: { children: <RetryAlert message="We could not load the community. Please try again." onRetry={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
