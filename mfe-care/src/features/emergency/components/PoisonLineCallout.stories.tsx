import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform } from '../../../test/story-platform';
import { directory, indiaLine } from '../fixtures';
import { PoisonLineCallout } from './PoisonLineCallout';

const meta = {
  title: 'Pet care/Emergency/PoisonLineCallout',
  component: PoisonLineCallout,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { line: indiaLine, all: directory.poisonLines },
} satisfies Meta<typeof PoisonLineCallout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCountry: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '24-hour animal poison line' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Call / })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'What to do now' })).toHaveAttribute('href', '/emergency/poisoning');
  },
};

/** No city yet: every country's line. */
export const EveryCountryOnPhone: Story = {
  args: { line: null },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: /^Call / })).toHaveLength(2);
    await expectNoSidewaysScroll(canvasElement);
  },
};
