import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { arjun, meera, trainerList } from '../../../test/trainer-fixtures';
import { TrainerResults } from './TrainerResults';

const meta = {
  title: 'Pet care/TrainerResults',
  component: TrainerResults,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { filters: { location: '', specialization: '', page: 1 }, onPage: fn() },
} satisfies Meta<typeof TrainerResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': ok(trainerList([meera, arjun], 41)) }),
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('41 pet trainers found')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading pet trainers...')).toBeVisible();
  },
};

export const NoneFound: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': ok(trainerList([])) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No trainers found')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/trainers': apiError(500, 'internal', 'Oops') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText('Failed to load pet trainers. Please try again.')[0]).toBeVisible();
  },
};
