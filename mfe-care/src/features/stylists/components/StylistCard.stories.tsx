import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform } from '../../../test/story-platform';
import { meera, rohan } from '../../../test/stylist-fixtures';
import { StylistCard } from './StylistCard';

const meta = {
  title: 'Pet care/StylistCard',
  component: StylistCard,
  decorators: [
    (Story) => (
      <StoryPlatform>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '28rem' }}>{Story()}</ul>
      </StoryPlatform>
    ),
  ],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { stylist: meera, country: 'India', service: 'Nail Trimming' },
} satisfies Meta<typeof StylistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Meera Iyer' });
    await expect(card).toHaveTextContent('₹700 per hour');
    await expect(canvas.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    await expect(card).toHaveTextContent('4.7(3 reviews)');
    await expect(card).toHaveTextContent('8 years of experience');
    await expect(canvas.getByRole('list', { name: 'Services' })).toHaveTextContent('De-shedding');
    // The way to book is the stylist's page, the service searched for riding along (decision 101).
    await expect(canvas.getByRole('link', { name: 'Book Appointment with Meera Iyer' })).toHaveAttribute(
      'href',
      `/services/book-a-stylist/stylist/${meera.id}?service=Nail+Trimming`,
    );
  },
};

/** One service, no bio, one year, in dollars for a US country. */
export const Minimal: Story = {
  args: { stylist: rohan, country: 'US' },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('listitem', { name: 'Rohan Kapoor' })).toHaveTextContent('$550 per hour');
    await expect(canvas.getByRole('listitem', { name: 'Rohan Kapoor' })).toHaveTextContent('New(0 reviews)');
    await expect(canvas.getByText('1 year of experience')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
