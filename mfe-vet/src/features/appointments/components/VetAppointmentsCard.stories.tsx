import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ownerAppointment } from '../../../test/fixtures';
import { ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { VetAppointmentsCard } from './VetAppointmentsCard';

const upcoming = ownerAppointment();
const paidTele = ownerAppointment({
  id: 'e00000000000000000000002',
  date: '2026-12-09',
  appointmentType: 'teleconsultation',
  paymentRequired: true,
  paymentStatus: 'pending',
  consultationFee: 500,
  contactMethod: 'zoom',
  contactLink: 'https://zoom.us/j/1',
});
const past = ownerAppointment({
  id: 'e00000000000000000000009',
  date: '2026-11-02',
  status: 'confirmed',
  canCancel: false,
  canRate: true,
  visitNotes: 'Ear drops twice a day for a week.',
});

const meta = {
  title: 'Vet booking/VetAppointmentsCard',
  component: VetAppointmentsCard,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof VetAppointmentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelAndRate: Story = {
  beforeEach: withFakeApi({
    'GET /api/vet/appointments': (request: RecordedRequest) =>
      ok({ appointments: request.query.get('scope') === 'past' ? [past] : [upcoming, paidTele] }),
    [`POST /api/vet/appointments/${upcoming.id}/cancel`]: ok({ appointment: { ...upcoming, status: 'cancelled' } }),
    [`POST /api/vet/appointments/${past.id}/rating`]: {
      status: 201,
      body: { review: { id: 'r9', rating: 5, feedback: '', author: 'Sam', createdAt: '2026-11-03T10:00:00.000Z' } },
    },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Upcoming vet appointments' });
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('Bella (Beagle)');
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(await page.findByText('Appointment Cancelled')).toBeVisible();

    const pastList = canvas.getByRole('list', { name: 'Past vet appointments' });
    await userEvent.click(within(pastList).getByRole('button', { name: 'Rate' }));
    const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
    await userEvent.click(within(dialog).getByLabelText('5 stars'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    await expect(await page.findByText('Rating submitted successfully!')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withFakeApi({ 'GET /api/vet/appointments': ok({ appointments: [] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No vet appointments')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Vet' })).toHaveAttribute('href', '/services/book-a-vet');
  },
};
