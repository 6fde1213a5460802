import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { drRao, drSmith, reviews } from '../../../test/fixtures';
import { apiError, ok, type RecordedRequest } from '../../../test/fake-fetch';
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
