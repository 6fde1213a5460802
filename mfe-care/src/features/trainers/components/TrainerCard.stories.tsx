import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoSidewaysScroll, onPhone, storyViewports } from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform } from '../../../test/story-platform';
import { arjun, meera } from '../../../test/trainer-fixtures';
import { TrainerCard } from './TrainerCard';

const meta = {
  title: 'Pet care/TrainerCard',
  component: TrainerCard,
  decorators: [
    (Story) => (
      <StoryPlatform>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '24rem' }}>{Story()}</ul>
      </StoryPlatform>
    ),
  ],
  parameters: { viewport: storyViewports },
  args: { trainer: meera, country: 'India' },
} satisfies Meta<typeof TrainerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trainer's real rating (decision 078: not the spec's fixed "4.8 (24 reviews)"), the rate in ₹. */
export const InIndia: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Meera Nair' });
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(card).toHaveTextContent('4.5(2 reviews)');
    await expect(card).not.toHaveTextContent('4.8');
    await expect(card).toHaveTextContent('₹1,500 per hour');
    await expect(canvas.getByRole('list', { name: 'Specializations' })).toHaveTextContent('Behavioral Modification');
    await expect(canvas.getByRole('link', { name: 'Book a Session with Meera Nair' })).toHaveAttribute(
      'href',
      `/services/book-a-trainer/trainer/${meera.id}`,
    );
  },
};

/** A stored country of US shows $ (spec section 9); no bio, one year. */
export const InTheUS: Story = {
  args: { trainer: arjun, country: 'United States' },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('listitem', { name: 'Arjun Mehta' });
    await expect(card).toHaveTextContent('$900 per hour');
    // Nobody has rated this trainer yet.
    await expect(card).toHaveTextContent('New(0 reviews)');
    await expect(card).toHaveTextContent('1 year of experience');
    await expectNoSidewaysScroll(canvasElement);
  },
};
