import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { ServiceSelectionPage } from './ServiceSelectionPage';

const meta = {
  title: 'Pet care/ServiceSelectionPage',
  component: ServiceSelectionPage,
  decorators: [(Story) => <StoryPlatform route="/services/book-pet-sitter">{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  beforeEach: withFakeApi({}),
} satisfies Meta<typeof ServiceSelectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Services: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Pet sitting services' });
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hostel Check-in', 'Dog Walking', 'Day Care', 'House Sitting']);
    await userEvent.tab();
    await expect(within(list).getByRole('link', { name: 'Hostel Check-in' })).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'House Sitting' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
