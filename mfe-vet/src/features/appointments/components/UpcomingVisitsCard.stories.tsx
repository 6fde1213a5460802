import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ownerAppointment } from '../../../test/fixtures';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { vetUser } from '../../../test/users';
import { UpcomingVisitsCard } from './UpcomingVisitsCard';

const meta = {
  title: 'Vet booking/UpcomingVisitsCard',
  component: UpcomingVisitsCard,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof UpcomingVisitsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextVisits: Story = {
  beforeEach: withFakeApi({
    'GET /api/vet/appointments': ok({
      appointments: [ownerAppointment(), ownerAppointment({ id: 'e2', date: '2026-12-09', status: 'confirmed' })],
    }),
  }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Upcoming vet visits' });
    await expect(list).toHaveTextContent('December 7, 2026, 09:00 - 09:30');
    await expect(list).toHaveTextContent('Confirmed');
  },
};

export const NoVisits: Story = {
  beforeEach: withFakeApi({ 'GET /api/vet/appointments': ok({ appointments: [] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No upcoming vet visits')).toBeVisible();
  },
};

export const ForAVeterinarian: Story = {
  beforeEach: withFakeApi(verifiedProvider('veterinary_doctor'), { user: vetUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage Practice' })).toHaveAttribute(
      'href',
      '/dashboard/vet-practice',
    );
  },
};

export const ForAVeterinarianPendingVerification: Story = {
  beforeEach: withFakeApi(
    {
      [STANDING_ROUTE]: standingOf('veterinary_doctor', {
        status: 'pending',
        missing: [{ field: 'licenseId', label: 'Licence number' }],
      }),
    },
    { user: vetUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pending verification' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Manage Practice' })).toBeNull();
  },
};
