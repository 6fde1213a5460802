import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Layout';
import { expectNoSidewaysScroll, onDesktop, onPhone, storyViewports } from '../test-utils/story-viewports';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  args: {
    title: 'Book a Vet',
    intro: 'Book in-person visits or teleconsultations with vets near you.',
    children: <Text>The page’s content.</Text>,
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndIntro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Book a Vet' })).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { title: 'Edit profile', intro: 'Your name and contact details.', width: 'narrow' },
};

export const WithBackAndActions: Story = {
  args: {
    title: 'Bandra Dog Walkers',
    intro: 'Morning walks on Carter Road.',
    width: 'wide',
    back: <a href="/community">Back to Community</a>,
    actions: <Button size="sm">Join</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Community' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join' })).toBeVisible();
  },
};

export const LongTitleOnPhone: Story = {
  args: {
    title: 'Koregaon Park Indie Dog Rescuers and Weekend Walkers of Pune',
    actions: <Button size="sm">Join</Button>,
  },
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
