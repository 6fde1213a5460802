import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { SitterSearchPage } from './SitterSearchPage';

const meta = {
  title: 'Pet care/SitterSearchPage',
  component: SitterSearchPage,
  decorators: [(Story) => <StoryPlatform route="/services/book-pet-sitter/form">{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  beforeEach: withFakeApi({}, { city: 'Bengaluru' }),
} satisfies Meta<typeof SitterSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general form: spec section 9's 09:00 to 17:00, the resolved city, and the API's rules on submit. */
export const GeneralForm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByLabelText('Start time')).toHaveValue('09:00');
    await expect(canvas.getByLabelText('End time')).toHaveValue('17:00');
    await expect(canvas.getByLabelText('Location')).toHaveValue('Bengaluru');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Pet Sitters' }));
    await expect(canvas.getByText(careMessages.serviceType)).toBeVisible();
    await expect(canvas.getByLabelText('Service')).toHaveFocus();
    await userEvent.selectOptions(canvas.getByLabelText('Service'), 'house-sitting');
    await expect(canvas.getByText(/nights included/)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Dog walking on a phone: weekly repeats need a weekday. */
export const DogWalkingWeekly: Story = {
  args: { serviceType: 'dog-walking' },
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dog Walking' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Repeat weekly' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search Pet Sitters' }));
    const days = canvas.getByRole('group', { name: 'Days of the week' });
    await expect(within(days).getByRole('alert')).toHaveTextContent(
      'Please select at least one day of the week for repeat schedule.',
    );
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    await expect(within(days).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const DayCare: Story = {
  args: { serviceType: 'day-care' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Day Care' })).toBeVisible();
    await expect(canvas.queryByLabelText('Service')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'One time' })).toBeChecked();
  },
};
