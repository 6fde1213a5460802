import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { asha, bella, inDays, milo, ownerRequest, ravi, sitterList } from '../../../test/fixtures';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { SitterResultsPage } from './SitterResultsPage';

const query = `service=dog-walking&location=Bengaluru&startDate=${inDays(3)}&endDate=${inDays(5)}&startTime=09%3A00&endTime=17%3A00`;
const results = `/services/book-pet-sitter/results?${query}`;

const meta = {
  title: 'Pet care/SitterResultsPage',
  component: SitterResultsPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform route={(parameters.route as string | undefined) ?? results}>{Story()}</StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof SitterResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sitters = withFakeApi({
  'GET /api/care/sitters': ok(sitterList([asha, ravi])),
  'GET /api/auth/pets': ok({ pets: [bella, milo] }),
  'POST /api/care/requests': { status: 201, body: { request: ownerRequest({ startDate: inDays(3) }) } },
});

export const Results: Story = {
  beforeEach: sitters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = await canvas.findByRole('listitem', { name: 'Asha Rao' });
    await expect(card).toHaveTextContent('₹450 per hour');
    await expect(canvas.getByRole('listitem', { name: 'Ravi Kumar' })).toHaveTextContent('New');
    await userEvent.click(canvas.getByRole('button', { name: 'View Photos (0) of Ravi Kumar' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Photos of Ravi Kumar' });
    await expect(within(dialog).getByText('No Photos Available')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'View Photos (0) of Ravi Kumar' })).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Phone: Story = {
  beforeEach: sitters,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Send Booking Request to Asha Rao' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** On a phone: a card's Send Booking Request leads to the sitter's page at its request form (decision 107). */
export const SendBookingRequest: Story = {
  beforeEach: sitters,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: 'Send Booking Request to Asha Rao' });
    await expect(link.getAttribute('href')).toMatch(new RegExp(`^/sitter-profile/${asha.id}\\?.*#send-request$`));
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoSitters: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/sitters': ok(sitterList([])) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Pet Sitters Found')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/sitters': apiError(500, 'internal', 'Something went wrong.') }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toasts).findByText('Failed to load pet sitters. Please try again.')).toBeVisible();
  },
};

export const NoDates: Story = {
  parameters: { route: '/services/book-pet-sitter/results?service=dog-walking' },
  beforeEach: withFakeApi({}),
  play: async ({ canvas }) => {
    // Toasts of earlier stories may still be on screen: find the page's own alert by its words.
    await expect(canvas.getByText('No dates found in search criteria').closest('[role="alert"]')).toBeVisible();
  },
};

export const InvalidDates: Story = {
  parameters: { route: '/services/book-pet-sitter/results?service=dog-walking&startDate=12/07/2026&endDate=x' },
  beforeEach: withFakeApi({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid date format in search criteria').closest('[role="alert"]')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
