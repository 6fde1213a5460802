import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, report } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { ReportsTab } from './ReportsTab';

const meta = {
  title: 'Admin/ReportsTab',
  component: ReportsTab,
  ...tabStoryFrame,
} satisfies Meta<typeof ReportsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const reports = [
  report(),
  report({ id: '64b000000000000000000033', status: 'found', petName: 'Coco', locationAddress: 'Baner Road, Pune' }),
];

const states = tabStories({
  route: 'GET /api/admin/reports',
  empty: pageOf([]),
  emptyText: 'No reports here.',
  filled: pageOf(reports),
  filledText: 'Coco (found)',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
