import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { asha, bella, inDays, ravi, sitterProfile, sitterWindow } from '../../../test/fixtures';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { SitterProfilePage } from './SitterProfilePage';

const query = `service=house-sitting&startDate=${inDays(3)}&endDate=${inDays(5)}&startTime=09%3A00&endTime=17%3A00`;

const meta = {
  title: 'Pet care/SitterProfilePage',
  component: SitterProfilePage,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform
        route={(parameters.route as string | undefined) ?? `/sitter-profile/${asha.id}`}
        path="/sitter-profile/:sitterId"
      >
        {Story()}
      </StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  beforeEach: withFakeApi({
    [`GET /api/care/sitters/${asha.id}`]: ok(sitterProfile()),
    [`GET /api/care/sitters/${ravi.id}`]: ok(sitterProfile(ravi, [])),
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'GET /api/care/sitters/:id/availability': ok(sitterWindow()),
  }),
} satisfies Meta<typeof SitterProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Reviews of Asha Rao' })).toHaveTextContent('Priya');
    await expect(canvas.getAllByRole('img', { name: /Asha Rao, photo/ })).toHaveLength(2);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** From the results on a phone: the criteria come along into the request form on the page, its stay on the calendar. */
export const PhoneFromResults: Story = {
  parameters: { route: `/sitter-profile/${asha.id}?${query}` },
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Back to Results' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Send Booking Request' })[0]!);
    const dialog = within(canvas.getByRole('form', { name: 'Booking request to Asha Rao' }));
    await expect(dialog.getByLabelText('Service')).toHaveValue('house-sitting');
    await expect(dialog.getByLabelText('Service')).toHaveFocus();
    await expect(await dialog.findByText(/: 2 nights$/)).toBeVisible();
    // A day of the calendar is a 44 px tap target on a phone.
    const day = canvasElement.querySelector<HTMLElement>(`button[data-date="${inDays(3)}"]`)!;
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NewSitter: Story = {
  parameters: { route: `/sitter-profile/${ravi.id}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText('No Photos Available')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: withFakeApi({
    [`GET /api/care/sitters/${asha.id}`]: apiError(404, 'not_found', careMessages.sitterNotFound),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not find that pet sitter.')).toBeVisible();
  },
};
