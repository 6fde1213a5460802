import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { practice, practiceAppointment } from '../../../test/fixtures';
import { ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { vetUser } from '../../../test/users';
import { VetPracticePage } from './VetPracticePage';

const meta = {
  title: 'Vet booking/VetPracticePage',
  component: VetPracticePage,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VetPracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = withFakeApi(
  {
    ...verifiedProvider('veterinary_doctor'),
    'GET /api/vet/practice': ok(practice),
    'GET /api/vet/practice/appointments': (request: RecordedRequest) =>
      ok({
        appointments:
          request.query.get('scope') === 'past'
            ? [practiceAppointment({ id: 'e2', date: '2026-11-02', status: 'confirmed', visitNotes: 'Ear drops.' })]
            : [practiceAppointment()],
      }),
  },
  { user: vetUser },
);

export const Appointments: Story = {
  beforeEach: api,
  play: async ({ canvas }) => {
    const upcoming = await canvas.findByRole('list', { name: 'Upcoming appointments' });
    await expect(within(upcoming).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Edit Visit Notes' })).toBeVisible();
  },
};

export const WeeklySchedule: Story = {
  beforeEach: api,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Weekly schedule' }));
    await expect(canvas.getByRole('list', { name: 'Monday hours' })).toHaveTextContent('Break 13:00 - 14:00 (Lunch)');
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Tuesday' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add weekly hours' });
    await expect(within(dialog).getByLabelText('Day')).toHaveValue('tuesday');
  },
};

export const Holidays: Story = {
  beforeEach: api,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Holidays' }));
    await expect(canvas.getByRole('list', { name: 'Holidays' })).toHaveTextContent('Christmas');
  },
};
