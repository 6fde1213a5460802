import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { asha, ravi } from '../../../test/fixtures';
import { StoryPlatform } from '../../../test/story-platform';
import { SitterCard } from './SitterCard';

const meta = {
  title: 'Pet care/SitterCard',
  component: SitterCard,
  decorators: [
    (Story) => (
      <StoryPlatform>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '24rem' }}>{Story()}</ul>
      </StoryPlatform>
    ),
  ],
  args: {
    sitter: asha,
    country: 'India',
    profileHref: `/sitter-profile/${asha.id}`,
    requestHref: `/sitter-profile/${asha.id}#send-request`,
    onViewPhotos: fn(),
  },
} satisfies Meta<typeof SitterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('listitem', { name: 'Asha Rao' });
    await expect(card).toHaveTextContent('4.8');
    await expect(card).toHaveTextContent('(3 reviews)');
    await expect(card).toHaveTextContent('+2 more');
    await expect(card).toHaveTextContent('₹450 per hour');
    await expect(canvas.getByRole('link', { name: 'Send Booking Request to Asha Rao' })).toHaveAttribute(
      'href',
      `/sitter-profile/${asha.id}#send-request`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'View Photos (2) of Asha Rao' }));
    await expect(args.onViewPhotos).toHaveBeenCalledWith(asha);
  },
};

export const NewSitterInDollars: Story = {
  args: { sitter: ravi, country: 'US', profileHref: `/sitter-profile/${ravi.id}` },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Ravi Kumar' });
    await expect(card).toHaveTextContent('New');
    await expect(card).toHaveTextContent('$300 per hour');
    await expect(canvas.getByRole('link', { name: 'View Details of Ravi Kumar' })).toHaveAttribute(
      'href',
      `/sitter-profile/${ravi.id}`,
    );
  },
};
