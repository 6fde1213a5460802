import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingLine } from './LoadingLine';

const meta = {
  title: 'Feedback/LoadingLine',
  component: LoadingLine,
  args: { message: 'Loading available time slots...' },
} satisfies Meta<typeof LoadingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available time slots...');
  },
};

export const Centered: Story = { args: { message: 'Checking your sign-in...', align: 'center' } };

/** Nothing under way: the live region stays, empty and out of the flow, ready to announce the next message. */
export const Idle: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
