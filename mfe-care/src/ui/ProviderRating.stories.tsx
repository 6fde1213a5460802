import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asha } from '../test/fixtures';
import { ServiceBadges } from './ServiceBadges';
import { ProviderRating } from './ProviderRating';

const meta = {
  title: 'Pet care/ProviderRating',
  component: ProviderRating,
  args: { provider: { rating: 4.75, reviewCount: 3 } },
} satisfies Meta<typeof ProviderRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(3 reviews)')).toBeVisible();
  },
};

export const NotRatedYet: Story = {
  args: { provider: { rating: null, reviewCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Spec section 9: a card shows three services, then "+N more". */
export const ThreeServicesAndMore: Story = {
  render: () => <ServiceBadges services={asha.services} limit={3} />,
  play: async ({ canvas }) => {
    const services = canvas.getByRole('list', { name: 'Services' });
    await expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dog Walking', 'Day Care', 'House Sitting', '+2 more']);
  },
};
