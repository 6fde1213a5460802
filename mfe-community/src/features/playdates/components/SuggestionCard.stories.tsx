import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dog, HTML_TEXT, zara } from '../fixtures';
import { SuggestionCard } from './SuggestionCard';

const meta = {
  title: 'Community/PawfectMatch/SuggestionCard',
  component: SuggestionCard,
  args: { dog: dog(), onRequest: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof SuggestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initial instead. */
export const Initials: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('S')).toBeVisible();
    await expect(canvas.getByText('1.5 km away · Khar West')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a playdate with Simba' }));
    await expect(args.onRequest).toHaveBeenCalledWith(dog());
  },
};

export const WithPhoto: Story = { args: { dog: zara } };

/** What an owner wrote shows as text, never as markup. */
export const HtmlInAbout: Story = {
  args: { dog: dog({ about: HTML_TEXT, name: 'A very long name for a very good dog indeed' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(HTML_TEXT)).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
