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
  provider({
    id: '64b000000000000000000013',
    role: 'pet_sitter',
    fullName: 'Meera Iyer',
    licenseId: null,
    yearsExperience: 4,
    idCheck: { documentType: 'passport', last4: '4821', result: 'clear', checkedAt: '2026-11-02T10:00:00.000Z' },
  }),
  provider({
    id: '64b000000000000000000015',
    role: 'supplier',
    fullName: 'Ravi Shah',
    email: 'ravi.shah.tailwag.supplies@example.com',
    licenseId: null,
    businessName: 'Tailwag Pet Supplies Private Limited',
    taxId: null,
    missing: [{ field: 'taxId', label: 'Tax ID (GSTIN)' }],
    submittedAt: null,
  }),
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
  emptyText: 'No pending providers.',
  filled: pageOf(providers, 41),
  filledText: 'Dr Karan Mehta',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;
