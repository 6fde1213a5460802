import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { practice } from '../../../test/stylist-fixtures';
import { TimeZoneSettings } from './TimeZoneSettings';
import { stylistUser } from '../../../test/users';

const meta = {
  title: 'Pet care/TimeZoneSettings',
  component: TimeZoneSettings,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { timeZone: 'Asia/Kolkata' },
} satisfies Meta<typeof TimeZoneSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Save: Story = {
  beforeEach: withFakeApi({ 'PUT /api/care/stylist-practice/settings': ok(practice()) }, { user: stylistUser }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Time zone/ }), 'Asia/Dubai');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Time Zone' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Time zone saved')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi(
    { 'PUT /api/care/stylist-practice/settings': apiError(500, 'internal', 'Oops') },
    { user: stylistUser },
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Time Zone' }));
    await expect(await canvas.findByText('Could not save your changes. Please try again.')).toBeVisible();
  },
};
