import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { orderId, owner, pets, rxOrder, uploadedPrescription, vetPrescription, vets } from '../fixtures';
import { PrescriptionPage } from './PrescriptionPage';

const meta = {
  title: 'Shop/Pharmacy/PrescriptionPage',
  component: PrescriptionPage,
  decorators: [
    (Story) => (
      <RemoteStory route={`/pharmas-orders/${orderId}/prescription`} path="/pharmas-orders/:orderId/prescription">
        {Story()}
      </RemoteStory>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrescriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRESCRIPTION = `GET /api/shop/orders/${orderId}/prescription`;
const directory = { 'GET /api/auth/pets': ok({ pets }), 'GET /api/vet/vets': ok({ vets }) };

export const ChooseHow: Story = {
  beforeEach: withStubApi(
    { [PRESCRIPTION]: ok({ order: rxOrder(), prescription: null }), ...directory },
    { user: owner },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Ask my PetPal vet/ })).toBeChecked();
    await expect(canvas.getByText('Apoquel 16 mg Tablets (30) × 1')).toBeVisible();
  },
};

export const WaitingForPharmacist: Story = {
  beforeEach: withStubApi(
    { [PRESCRIPTION]: ok({ order: rxOrder(), prescription: uploadedPrescription() }) },
    { user: owner },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the pharmacist')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Prescription from Dr. Meera Iyer' })).toBeVisible();
  },
};

export const Refused: Story = {
  beforeEach: withStubApi(
    {
      [PRESCRIPTION]: ok({
        order: rxOrder({
          status: 'cancelled',
          refundStatus: 'refund_pending',
          refusalReason: 'The prescription is for a different dose.',
        }),
        prescription: vetPrescription(),
      }),
    },
    { user: owner },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prescription refused')).toBeVisible();
  },
};

export const Approved: Story = {
  beforeEach: withStubApi(
    { [PRESCRIPTION]: ok({ order: rxOrder({ status: 'placed' }), prescription: vetPrescription() }) },
    { user: owner },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prescription approved')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withStubApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
  },
};
