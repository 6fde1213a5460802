import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardList } from '@petpal/design-system';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { clinic, closedClinic } from '../fixtures';
import { ClinicCard } from './ClinicCard';

const meta = {
  title: 'Pet care/Emergency/ClinicCard',
  component: ClinicCard,
  decorators: [(Story) => <CardList>{Story()}</CardList>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { clinic: clinic() },
} satisfies Meta<typeof ClinicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAllHours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open 24 hours')).toBeVisible();
    await expect(canvas.getByText('5.2 km away')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Call Bandra/ })).toHaveAttribute('href', 'tel:+912226401187');
    await expect(canvas.getByRole('link', { name: /^Directions to Bandra/ })).toHaveAttribute('target', '_blank');
  },
};

export const ClosedNowOnPhone: Story = {
  args: { clinic: closedClinic },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Closed now')).toBeVisible();
    await expect(canvas.getByText('Open daily 20:00 to 08:00')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
