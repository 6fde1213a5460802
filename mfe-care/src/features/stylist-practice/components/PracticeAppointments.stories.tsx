import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { cancelledAppointment, pastAppointment, stylingAppointment } from '../../../test/stylist-fixtures';
import { PracticeAppointments } from './PracticeAppointments';
import { stylistUser } from '../../../test/users';

const meta = {
  title: 'Pet care/PracticeAppointments',
  component: PracticeAppointments,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof PracticeAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: withFakeApi(
    {
      'GET /api/care/stylist-practice/appointments': (request: RecordedRequest) =>
        ok({
          appointments:
            request.query.get('scope') === 'past' ? [cancelledAppointment, pastAppointment] : [stylingAppointment()],
        }),
    },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Upcoming appointments' })).toHaveTextContent('Sam Rivera');
    await expect(await canvas.findByRole('list', { name: 'Past and cancelled appointments' })).toHaveTextContent(
      'Completed',
    );
  },
};

export const Empty: Story = {
  beforeEach: withFakeApi(
    { 'GET /api/care/stylist-practice/appointments': ok({ appointments: [] }) },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No past appointments yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylist-practice/appointments': 'pending' }, { user: stylistUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Loading appointments...')).toHaveLength(2);
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi(
    { 'GET /api/care/stylist-practice/appointments': apiError(500, 'internal', 'Oops') },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    await expect(canvas.getAllByText(stylistMessages.loadAppointmentsFailed).length).toBeGreaterThan(1);
  },
};
