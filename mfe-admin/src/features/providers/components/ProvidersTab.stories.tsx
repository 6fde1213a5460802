import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, provider } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { ProvidersTab } from './ProvidersTab';

const meta = {
  title: 'Admin/ProvidersTab',
  component: ProvidersTab,
  ...tabStoryFrame,
} satisfies Meta<typeof ProvidersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const providers = [
  provider(),
  provider({ id: '64b000000000000000000013', fullName: 'Dr Meera Iyer', licenseId: null }),
  provider({
    id: '64b000000000000000000014',
    fullName: 'Dr Karan Mehta',
    status: 'rejected',
    reason: 'The license number does not match the council register.',
    decidedAt: '2026-11-10T09:00:00.000Z',
  }),
];

const states = tabStories({
  route: 'GET /api/admin/providers',
  empty: pageOf([]),
  emptyText: 'No pending vets.',
  filled: pageOf(providers, 41),
  filledText: 'Dr Karan Mehta',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
