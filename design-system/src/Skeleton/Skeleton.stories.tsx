import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoSidewaysScroll, onDesktop, onPhone, storyViewports } from '../test-utils/story-viewports';
import { PageSkeleton } from './PageSkeleton';
import { Skeleton, SkeletonList } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  parameters: { viewport: storyViewports },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block holds exactly the box it is given, and says nothing to a screen reader. */
export const Block: Story = {
  args: { width: '12rem', height: '3rem' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    const box = block.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([192, 48]);
  },
};

/** An image's box before the image: the height follows the width through the aspect ratio. */
export const ImageBox: Story = {
  args: { width: '16rem', aspectRatio: '4 / 3', radius: 'lg' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-skeleton]')!.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([256, 192]);
  },
};

/** A list's loading state: rows of the loaded rows' height, announced once. */
export const List: Story = {
  render: () => <SkeletonList label="Loading clinics..." rows={3} rowHeight="6rem" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading clinics...');
    const rows = [...canvasElement.querySelectorAll('[data-skeleton]')];
    await expect(rows.map((row) => Math.round(row.getBoundingClientRect().height))).toEqual([96, 96, 96]);
  },
};

/** A page that is still loading, at 375 px: the page's outline, no wider than the window. */
export const PageOnPhone: Story = {
  globals: onPhone,
  render: () => <PageSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const PageOnDesktop: Story = {
  globals: onDesktop,
  render: () => <PageSkeleton label="Checking your session" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session');
    await expectNoSidewaysScroll(canvasElement);
  },
};
