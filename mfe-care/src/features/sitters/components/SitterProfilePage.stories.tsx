import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { asha, bella, inDays, ravi, sitterProfile } from '../../../test/fixtures';
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

/** From the results on a phone: the criteria come along into the request. */
export const PhoneFromResults: Story = {
  parameters: { route: `/sitter-profile/${asha.id}?${query}` },
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Back to Results' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Booking Request' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Send Booking Request' });
    await expect(within(dialog).getByLabelText('Service')).toHaveValue('house-sitting');
    await expect(within(dialog).getByLabelText('End date')).toHaveValue(inDays(5));
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
