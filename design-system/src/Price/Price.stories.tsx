import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Data display/Price',
  component: Price,
  args: { value: { amountMinor: 99_000, currency: 'INR' } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rupees: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹990.00')).toBeVisible();
  },
};

/** In a column narrower than the amount, the amount stays on one line (it overflows rather than breaks). */
export const NarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '3rem', overflowWrap: 'anywhere' }}>
        <Story />
      </div>
    ),
  ],
  args: { value: { amountMinor: 12_345_678, currency: 'INR' } },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('₹1,23,456.78');
    const lineHeight = parseFloat(getComputedStyle(amount).lineHeight) || 24;
    await expect(amount.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

export const DollarsWholeAmount: Story = {
  args: { value: { amountMinor: 25_000, currency: 'USD' }, dropWholeCents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$250')).toBeVisible();
  },
};
