import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { arjun, meera, trainerList } from '../../../test/trainer-fixtures';
import { TrainerSearchPage } from './TrainerSearchPage';

const meta = {
  title: 'Pet care/TrainerSearchPage',
  component: TrainerSearchPage,
  decorators: [(Story) => <StoryPlatform route="/services/book-a-trainer">{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof TrainerSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const trainers = withFakeApi({
  'GET /api/care/trainers': (request: RecordedRequest) =>
    ok(trainerList(request.query.get('specialization') === 'Agility' ? [arjun] : [meera, arjun])),
});

export const Search: Story = {
  beforeEach: trainers,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Meera Nair' })).toHaveTextContent('₹1,500 per hour');
    await userEvent.selectOptions(canvas.getByLabelText('Specialization'), 'Agility');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Trainers' }));
    await expect(await canvas.findByText('1 pet trainer found')).toBeVisible();
    await expect(canvas.queryByRole('listitem', { name: 'Meera Nair' })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Phone: Story = {
  beforeEach: trainers,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Pet trainers' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoneFound: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': ok(trainerList([])) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No trainers found')).toBeVisible();
  },
};

/** Spec section 8: "Failed to load pet trainers. Please try again." as a toast, and Try again in place. */
export const LoadFailed: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': apiError(500, 'internal', 'Oops') }),
  play: async ({ canvas, canvasElement }) => {
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toasts).findByText('Failed to load pet trainers. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
