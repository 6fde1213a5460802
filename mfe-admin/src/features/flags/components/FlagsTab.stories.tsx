import type { Meta, StoryObj } from '@storybook/react-vite';
import { flagged } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { FlagsTab } from './FlagsTab';

const meta = {
  title: 'Admin/FlagsTab',
  component: FlagsTab,
  ...tabStoryFrame,
} satisfies Meta<typeof FlagsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

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

const states = tabStories({
  route: 'GET /api/admin/flags',
  empty: { items: [] },
  emptyText: 'No flagged posts.',
  filled: queue,
  filledText: 'Rude reply',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
