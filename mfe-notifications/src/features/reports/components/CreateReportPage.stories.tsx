import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { petReportMessages } from '@petpal/contracts';
import { StoryPlatform, StoryRoute, withFakeApi } from '../../../test/story-platform';
import { CreateReportPage } from './CreateReportPage';

const meta = {
  title: 'Pet reports/CreateReportPage',
  component: CreateReportPage,
  render: () => <StoryRoute route="/pet-reports/create" />,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof CreateReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  beforeEach: withFakeApi({}, { place: 'Bengaluru, Karnataka' }),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'New pet report' });
    await expect(within(form).getByRole('textbox', { name: /Address/ })).toHaveValue('Bengaluru, Karnataka');
    await expect(within(form).getByRole('radio', { name: /LOST/ })).toBeVisible();
    await expect(within(form).getByLabelText('Photo (optional)')).toBeVisible();
  },
};

export const MissingFields: Story = {
  beforeEach: withFakeApi({}, { place: 'Bengaluru, Karnataka' }),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'New pet report' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post Report' }));
    await expect(within(form).getByText(petReportMessages.status)).toBeVisible();
    await expect(within(form).getByText(petReportMessages.description)).toBeVisible();
  },
};
