import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { bella } from '../../../test/fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { inPerson, meera, ownerSession, trainerList, visa } from '../../../test/trainer-fixtures';
import { fillRequired, toastsOf, trainerCalendarRoutes } from '../../../test/trainer-story-steps';
import { TrainingSessionPage } from './TrainingSessionPage';

const session = `/services/book-a-trainer/session?location=Bengaluru&trainer=${meera.id}`;

const meta = {
  title: 'Pet care/TrainingSessionPage',
  component: TrainingSessionPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform route={(parameters.route as string | undefined) ?? session}>{Story()}</StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof TrainingSessionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = withFakeApi({
  'GET /api/care/trainers': ok(trainerList([meera])),
  'GET /api/auth/pets': ok({ pets: [bella] }),
  'GET /api/auth/payment-methods': ok({ methods: [visa] }),
  ...trainerCalendarRoutes(),
  'POST /api/care/training-appointments': (request: RecordedRequest) => ({
    status: 201,
    body: {
      appointment:
        (request.body as { appointmentType: string }).appointmentType === 'in_person'
          ? ownerSession({ ...inPerson, pet: null })
          : ownerSession(),
    },
  }),
});

/** In person: confirmed at once, "Your in-person training session is confirmed." */
export const BookInPerson: Story = {
  beforeEach: api,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Meera Nair' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Trainer' })).toHaveAttribute(
      'href',
      '/services/book-a-trainer?location=Bengaluru',
    );
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    await expect(await canvas.findByRole('heading', { name: 'Training Session Booked' })).toHaveFocus();
    await expect(toastsOf(canvasElement).getByText(trainerMessages.bookedInPerson)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Online on a phone, with the saved card preselected: pending until the trainer accepts. */
export const BookOnlineOnPhone: Story = {
  beforeEach: api,
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('form', { name: 'Book a session with Meera Nair' });
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Online' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Zoom' }));
    await userEvent.type(canvas.getByLabelText('Contact Info'), 'https://zoom.us/j/123456789');
    await userEvent.click(canvas.getByLabelText('I have read and accept the online training terms.'));
    const method = await canvas.findByLabelText('Payment Method');
    await waitFor(() => expect(method).toHaveValue(visa.id));
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    await expect(await canvas.findByRole('heading', { name: 'Training Session Booked' })).toBeVisible();
    await expect(toastsOf(canvasElement).getByText(trainerMessages.bookedOnline)).toBeVisible();
    await expect(canvas.getByText(/has until .* to accept/)).toBeVisible();
  },
};

export const TrainerNotFound: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': ok(trainerList([])) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(trainerMessages.trainerNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a Trainer' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the trainer...')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Log in to book a session with a pet trainer.')).toBeVisible();
  },
};
