import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { owner, pharmacist, readyItem, uploadedItem, waitingItem } from '../fixtures';
import { PharmacyPracticePage } from './PharmacyPracticePage';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const meta = {
  title: 'Shop/Pharmacy/PharmacyPracticePage',
  component: PharmacyPracticePage,
  decorators: [(Story) => <RemoteStory route="/dashboard/pharmacy-practice">{Story()}</RemoteStory>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PharmacyPracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUEUE = 'GET /api/shop/pharmacy/queue';

export const Queue: Story = {
  beforeEach: withStubApi(
    { ...verifiedProvider('pharmacist'), [QUEUE]: ok({ items: [readyItem(), uploadedItem, waitingItem] }) },
    { user: pharmacist },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ask the Vet' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const RefuseDialogOpen: Story = {
  beforeEach: withStubApi(
    { ...verifiedProvider('pharmacist'), [QUEUE]: ok({ items: [uploadedItem] }) },
    { user: pharmacist },
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse' }));
  },
};

export const Empty: Story = {
  beforeEach: withStubApi({ ...verifiedProvider('pharmacist'), [QUEUE]: ok({ items: [] }) }, { user: pharmacist }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No prescriptions to review')).toBeVisible();
  },
};

export const OtherRole: Story = {
  beforeEach: withStubApi({}, { user: owner }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This page is for pharmacists\./)).toBeVisible();
  },
};
