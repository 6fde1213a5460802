import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { meera, rohan, stylistList } from '../../../test/stylist-fixtures';
import { StylistBookingPage } from './StylistBookingPage';
import { stylistUser } from '../../../test/users';

const meta = {
  title: 'Pet care/StylistBookingPage',
  component: StylistBookingPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform route={(parameters.route as string | undefined) ?? '/services/book-a-stylist'}>
        {Story()}
      </StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof StylistBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = {
  'GET /api/care/stylists': (request: RecordedRequest) =>
    ok(stylistList(request.query.get('service') === 'Hair Cutting' ? [rohan] : [meera, rohan])),
};

export const Results: Story = {
  beforeEach: withFakeApi(routes),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Meera Iyer' })).toHaveTextContent('₹700 per hour');
    await expect(canvas.getByText('2 pet stylists found')).toBeVisible();
    const search = within(canvas.getByRole('search', { name: 'Search pet stylists' }));
    await userEvent.selectOptions(search.getByLabelText('Service'), 'Hair Cutting');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('1 pet stylist found')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** On a phone a card's Book Appointment leads to the stylist's page, the service searched for riding along. */
export const BookOnPhone: Story = {
  beforeEach: withFakeApi(routes),
  globals: onPhone,
  parameters: { route: '/services/book-a-stylist?service=Bath+%26+Brush' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Book Appointment with Meera Iyer' })).toHaveAttribute(
      'href',
      `/services/book-a-stylist/stylist/${meera.id}?service=Bath+%26+Brush`,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoStylists: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylists': ok(stylistList([])) }),
  parameters: { route: '/services/book-a-stylist?location=Nowhere' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(stylistMessages.noStylists)).toBeVisible();
    await expect(canvas.getByLabelText('Location')).toHaveValue('Nowhere');
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylists': apiError(500, 'internal', 'Oops') }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toasts).findByText(stylistMessages.loadStylistsFailed)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylists': 'pending' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading pet stylists...')).toBeVisible();
  },
};

export const Paged: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylists': ok(stylistList([meera, rohan], 45)) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

/** A pet stylist is pointed to their own practice (owners book here). */
export const ForAPetStylist: Story = {
  beforeEach: withFakeApi(routes, { user: stylistUser }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Your Styling Practice' })).toHaveAttribute(
      'href',
      '/dashboard/stylist-practice',
    );
  },
};
