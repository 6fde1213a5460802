import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { drRao, drSmith, reviews } from '../../../test/fixtures';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { VetSearch } from './VetSearch';

const meta = {
  title: 'Vet booking/VetSearch',
  component: VetSearch,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { onBook: fn() },
} satisfies Meta<typeof VetSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vets: Story = {
  beforeEach: withFakeApi({
    'GET /api/vet/vets': ok({ vets: [drRao, drSmith] }),
    [`GET /api/vet/vets/${drRao.id}/reviews`]: ok({ reviews }),
    [`GET /api/vet/vets/${drSmith.id}/reviews`]: ok({ reviews: [] }),
  }),
  play: async ({ args, canvas, userEvent }) => {
    const rao = await canvas.findByRole('listitem', { name: 'Dr. Asha Rao' });
    await expect(rao).toHaveTextContent('4.5');
    await expect(rao).toHaveTextContent('(2 reviews)');
    await expect(rao).toHaveTextContent('₹500');
    await userEvent.click(within(rao).getByRole('button', { name: 'Reviews' }));
    await expect(await within(rao).findByText('Gentle with our cat.')).toBeVisible();
    const smith = canvas.getByRole('listitem', { name: 'Dr. John Smith' });
    await userEvent.click(within(smith).getByRole('button', { name: 'Reviews' }));
    await expect(await within(smith).findByText('No reviews yet.')).toBeVisible();
    await userEvent.click(within(rao).getByRole('button', { name: 'Book Appointment with Dr. Asha Rao' }));
    await expect(args.onBook).toHaveBeenCalledWith(drRao);
  },
};

const manyReviews = Array.from({ length: 12 }, (_, i) => ({
  id: `many-${i}`,
  rating: 5 - (i % 3),
  feedback: `Visit ${i + 1}: calm, clear and kind with our dog.`,
  author: 'Pet owner',
  createdAt: '2026-11-20T10:00:00.000Z',
}));

/** Spec section 9: a long review list stays 15rem high and scrolls (by keyboard too). */
export const ManyReviews: Story = {
  beforeEach: withFakeApi({
    'GET /api/vet/vets': ok({ vets: [drRao] }),
    [`GET /api/vet/vets/${drRao.id}/reviews`]: ok({ reviews: manyReviews }),
  }),
  play: async ({ canvas, userEvent }) => {
    const rao = await canvas.findByRole('listitem', { name: 'Dr. Asha Rao' });
    await userEvent.click(within(rao).getByRole('button', { name: 'Reviews' }));
    const list = await within(rao).findByRole('list', { name: 'Reviews of Dr. Asha Rao' });
    const rem = parseFloat(getComputedStyle(list.ownerDocument.documentElement).fontSize);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(15 * rem);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(list.tabIndex).toBe(0);
  },
};

export const NoMatch: Story = {
  beforeEach: withFakeApi({
    'GET /api/vet/vets': (request: RecordedRequest) => ok({ vets: request.query.has('location') ? [] : [drRao] }),
  }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('listitem', { name: 'Dr. Asha Rao' });
    await userEvent.type(canvas.getByLabelText('Location'), 'Atlantis');
    await expect(await canvas.findByText('No veterinarians match your filter criteria.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi({ 'GET /api/vet/vets': apiError(500, 'internal', 'Something went wrong.') }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load veterinarians. Please try again.');
    const toast = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toast).findByText('Failed to load veterinarians. Please try again.')).toBeVisible();
  },
};
