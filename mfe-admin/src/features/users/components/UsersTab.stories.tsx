import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, user } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { UsersTab } from './UsersTab';

const meta = {
  title: 'Admin/UsersTab',
  component: UsersTab,
  ...tabStoryFrame,
} satisfies Meta<typeof UsersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const users = [
  user(),
  user({
    id: '64b000000000000000000002',
    email: 'dr.asha.rao.long.address@example.com',
    role: 'veterinary_doctor',
    fullName: 'Dr Asha Rao',
  }),
  user({ id: '64b000000000000000000003', email: 'new@example.com', role: 'none', fullName: null }),
  user({
    id: '64b000000000000000000004',
    email: 'ravi.supplies@example.com',
    role: 'supplier',
    fullName: 'Ravi Shah',
    suspended: {
      reason: 'Several buyers reported counterfeit products; suspended until the supplier sends invoices.',
      at: '2026-11-26T09:30:00.000Z',
    },
  }),
];

const states = tabStories({
  route: 'GET /api/admin/users',
  empty: pageOf([]),
  emptyText: 'No users yet.',
  filled: pageOf(users, 45),
  filledText: 'ravi.supplies@example.com',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
