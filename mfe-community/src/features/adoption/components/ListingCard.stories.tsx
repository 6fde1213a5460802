import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryPlatform } from '../../../test/story-platform';
import { HTML_TEXT, misty, rusty, summary } from '../fixtures';
import { ListingCard } from './ListingCard';

const meta = {
  title: 'Community/Adoption/ListingCard',
  component: ListingCard,
  decorators: [
    (Story) => (
      <StoryPlatform>
        <div style={{ maxWidth: '20rem' }}>{Story()}</div>
      </StoryPlatform>
    ),
  ],
  args: { listing: summary() },
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free dog in Mumbai. */
export const Free: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bruno, a gentle Indie' })).toHaveAttribute(
      'href',
      `/become-pet-parent/${summary().id}`,
    );
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const WithFeeInRupees: Story = { args: { listing: misty } };

export const WithFeeInDollars: Story = {
  args: { listing: rusty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$75')).toBeVisible();
  },
};

/** Pending adoption: the badge says so. */
export const Pending: Story = {
  args: { listing: summary({ status: 'pending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Adoption pending')).toBeVisible();
  },
};

/** A title carrying HTML shows it as text. */
export const HtmlInTitle: Story = {
  args: { listing: summary({ title: HTML_TEXT }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: HTML_TEXT })).toBeVisible();
    await expect(canvasElement.querySelector('article script, article b')).toBeNull();
  },
};
