import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { verificationMessages } from '@petpal/contracts';
import { expectNoSidewaysScroll, onDesktop, onPhone, storyViewports } from '../test-utils/story-viewports';
import { ProviderStandingPanel, type BlockedStanding } from './ProviderStandingPanel';

const meta = {
  title: 'Feedback/ProviderStandingPanel',
  component: ProviderStandingPanel,
  parameters: { viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof ProviderStandingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = { reason: null, submittedAt: null, decidedAt: null } as const;

const incomplete: BlockedStanding = {
  ...base,
  role: 'pet_sitter',
  status: 'pending',
  missing: [
    { field: 'yearsExperience', label: 'Years of experience' },
    { field: 'idCheck', label: 'ID check' },
  ],
};
const waiting: BlockedStanding = {
  ...base,
  role: 'veterinary_doctor',
  status: 'pending',
  missing: [],
  submittedAt: '2026-11-20T10:00:00.000Z',
};
const rejected: BlockedStanding = {
  ...base,
  role: 'pharmacist',
  status: 'rejected',
  missing: [],
  reason: 'The licence number is not on the state pharmacy council register; Maharashtra-registered pharmacists only.',
  submittedAt: '2026-11-18T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
};
const suspended: BlockedStanding = {
  ...base,
  role: 'supplier',
  status: 'suspended',
  missing: [],
  reason: 'Several buyers reported counterfeit products.',
};

type Play = NonNullable<Story['play']>;

const pendingMissingPlay: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'Pending verification' })).toBeVisible();
  const missing = canvas.getByRole('list', { name: 'Still missing' });
  await expect(missing).toHaveTextContent('Years of experience');
  await expect(missing).toHaveTextContent('ID check');
  await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
    'href',
    '/profile/pet-sitter',
  );
};
const waitingPlay: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'Pending verification' })).toBeVisible();
  await expect(canvas.queryByRole('list', { name: 'Still missing' })).toBeNull();
  await expect(canvas.getByText('Sent for review on 20 Nov 2026.')).toBeVisible();
};
const rejectedPlay: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'Application not approved' })).toBeVisible();
  await expect(canvas.getByText(verificationMessages.providerRejected)).toBeVisible();
  await expect(canvas.getByText(/^Reason: The licence number/)).toBeVisible();
};
const suspendedPlay: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
  await expect(canvas.getByText(verificationMessages.accountSuspended)).toBeVisible();
  await expect(canvas.getByText('Reason: Several buyers reported counterfeit products.')).toBeVisible();
};
const onPhoneToo =
  (play: Play): Play =>
  async (context) => {
    await play(context);
    await expectNoSidewaysScroll(context.canvasElement);
  };

export const PendingWithMissing: Story = { args: { standing: incomplete }, play: pendingMissingPlay };
export const PendingWithMissingOnPhone: Story = {
  args: { standing: incomplete },
  globals: onPhone,
  play: onPhoneToo(pendingMissingPlay),
};
export const PendingComplete: Story = { args: { standing: waiting }, play: waitingPlay };
export const PendingCompleteOnPhone: Story = {
  args: { standing: waiting },
  globals: onPhone,
  play: onPhoneToo(waitingPlay),
};
export const Rejected: Story = { args: { standing: rejected }, play: rejectedPlay };
export const RejectedOnPhone: Story = {
  args: { standing: rejected },
  globals: onPhone,
  play: onPhoneToo(rejectedPlay),
};
export const Suspended: Story = { args: { standing: suspended }, play: suspendedPlay };
export const SuspendedOnPhone: Story = {
  args: { standing: suspended },
  globals: onPhone,
  play: onPhoneToo(suspendedPlay),
};
/** Inside a dashboard card, under the card's own h3. */
export const InACard: Story = { args: { standing: incomplete, headingLevel: 4 }, play: pendingMissingPlay };
