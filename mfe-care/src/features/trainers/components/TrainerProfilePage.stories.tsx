import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { bella } from '../../../test/fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { meera, trainerAvailability, trainerSlots } from '../../../test/trainer-fixtures';
import { trainerPageUrl, trainerUrls } from '../../../lib/trainer-urls';
import { TrainerProfilePage } from './TrainerProfilePage';

const meta = {
  title: 'Pet care/TrainerProfilePage',
  component: TrainerProfilePage,
  decorators: [
    (Story) => (
      <StoryPlatform route={trainerPageUrl(meera.id)} path={trainerUrls.profile}>
        {Story()}
      </StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  beforeEach: withFakeApi({
    [`GET /api/care/trainers/${meera.id}`]: ok({
      trainer: meera,
      nextAvailable: { date: '2026-12-03', startTime: '09:00', startsAt: '2026-12-03T03:30:00.000Z' },
      reviews: [
        {
          id: 'r1',
          rating: 5,
          feedback: 'Our puppy sits now.',
          author: 'Ravi',
          createdAt: '2026-11-21T09:00:00.000Z',
        },
      ],
    }),
    [`GET /api/care/trainers/${meera.id}/availability`]: ok(trainerAvailability()),
    [`GET /api/care/trainers/${meera.id}/slots`]: ok(trainerSlots('2026-12-03')),
    'GET /api/auth/pets': ok({ pets: [bella] }),
  }),
} satisfies Meta<typeof TrainerProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one provider page for a trainer: rate per hour, next session, Contact, reviews, then the calendar. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeVisible();
    await expect(canvas.getByText('₹1,500 per hour')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Reviews of Meera Nair' })).toHaveTextContent('Our puppy sits now.');
    await expect(await canvas.findByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
  },
};

/** On a phone the page and its month fit 375 px; a day and a slot are picked by touch. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const day = await canvas.findByRole('button', { name: 'Thursday, December 3, 2026, available' });
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(day);
    await userEvent.click(await canvas.findByRole('button', { name: '10:00 - 11:00' }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
