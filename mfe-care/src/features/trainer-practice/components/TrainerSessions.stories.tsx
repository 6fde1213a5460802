import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { trainerSession } from '../../../test/trainer-fixtures';
import { TrainerSessions } from './TrainerSessions';
import { trainerUser } from '../../../test/users';

const meta = {
  title: 'Pet care/TrainerSessions',
  component: TrainerSessions,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { scope: 'incoming' },
} satisfies Meta<typeof TrainerSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Incoming: Story = {
  beforeEach: withFakeApi(
    { 'GET /api/care/trainer-practice/appointments': ok({ appointments: [trainerSession()] }) },
    { user: trainerUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Incoming sessions' })).toHaveTextContent(
      'Puppy training for Sam K.',
    );
  },
};

export const NothingYet: Story = {
  beforeEach: withFakeApi(
    { 'GET /api/care/trainer-practice/appointments': ok({ appointments: [] }) },
    { user: trainerUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No training sessions yet/)).toBeVisible();
  },
};

export const NoPastSessions: Story = {
  args: { scope: 'past' },
  beforeEach: withFakeApi(
    { 'GET /api/care/trainer-practice/appointments': ok({ appointments: [] }) },
    { user: trainerUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No past training sessions yet.')).toBeVisible();
  },
};
