import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { practice } from '../../../test/stylist-fixtures';
import { HolidaysPanel } from './HolidaysPanel';
import { stylistUser } from '../../../test/users';

const base = practice();

const meta = {
  title: 'Pet care/HolidaysPanel',
  component: HolidaysPanel,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { holidays: base.holidays },
} satisfies Meta<typeof HolidaysPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: withFakeApi(
    { 'POST /api/care/stylist-practice/holidays': { status: 201, body: base } },
    { user: stylistUser },
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Holidays' })).toHaveTextContent('Christmas');
    const form = within(canvas.getByRole('form', { name: 'Add a holiday' }));
    await userEvent.type(form.getByLabelText('First day'), '2026-12-31');
    await userEvent.click(form.getByRole('button', { name: 'Add Holiday' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Holiday added')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { holidays: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No holidays.')).toBeVisible();
  },
};

/** The last day before the first: the contract's words under Last day. */
export const WrongOrder: Story = {
  args: { holidays: [] },
  beforeEach: withFakeApi({}, { user: stylistUser }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('First day'), '2026-12-31');
    await userEvent.type(canvas.getByLabelText(/^Last day/), '2026-12-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(canvas.getByText(stylistMessages.holidayRange)).toBeVisible();
  },
};
