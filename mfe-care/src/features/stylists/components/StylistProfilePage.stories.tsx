import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { bella, milo } from '../../../test/fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { availability, daySlots, meera, stylingAppointment } from '../../../test/stylist-fixtures';
import { stylistPageUrl, stylistUrls } from '../../../lib/stylist-urls';
import { StylistProfilePage } from './StylistProfilePage';

const review = {
  id: 'r1',
  rating: 5,
  feedback: 'Calm with an anxious poodle.',
  author: 'Asha',
  createdAt: '2026-11-20T09:00:00.000Z',
};

const meta = {
  title: 'Pet care/StylistProfilePage',
  component: StylistProfilePage,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform
        route={(parameters.route as string | undefined) ?? stylistPageUrl(meera.id)}
        path={stylistUrls.profile}
      >
        {Story()}
      </StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  beforeEach: withFakeApi({
    [`GET /api/care/stylists/${meera.id}`]: ok({
      stylist: meera,
      nextAvailable: { date: '2026-12-03', startTime: '10:00', startsAt: '2026-12-03T04:30:00.000Z' },
      reviews: [review],
    }),
    [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
    [`GET /api/care/stylists/${meera.id}/slots`]: (request: RecordedRequest) =>
      ok(daySlots(request.query.get('date') ?? '')),
    'GET /api/auth/pets': ok({ pets: [bella, milo] }),
    'POST /api/care/stylist-appointments': { status: 201, body: { appointment: stylingAppointment() } },
  }),
} satisfies Meta<typeof StylistProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one provider page: photo, rating, rate per hour, next open time, reviews, and the booking calendar. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    await expect(canvas.getByText('₹700 per hour')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Reviews of Meera Iyer' })).toHaveTextContent(
      'Calm with an anxious poodle.',
    );
    await expect(await canvas.findByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
  },
};

/** The whole booking on a phone from the stylist's page, the searched service chosen up front. */
export const BookOnPhone: Story = {
  globals: onPhone,
  parameters: { route: `${stylistPageUrl(meera.id)}?service=Bath+%26+Brush` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Book Meera Iyer' }));
    await expect(form.getByLabelText(/^Service/)).toHaveValue('Bath & Brush');
    await userEvent.click(await form.findByRole('button', { name: 'Thursday, December 3, 2026, available' }));
    await userEvent.click(await form.findByRole('button', { name: '11:00 - 12:00' }));
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Book Appointment' }));
    // The answer comes from the fake API's worker in a later task: the heading's focus effect may follow its paint.
    const booked = await canvas.findByRole('heading', { level: 2, name: stylistMessages.bookedTitle });
    await waitFor(() => expect(booked).toHaveFocus());
    await expectNoSidewaysScroll(canvasElement);
  },
};
