import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { reportCard, walkBooking, walkVisits } from '../../../test/report-card-fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { sitterUser } from '../../../test/users';
import { SitterReportCardsDialog } from './SitterReportCardsDialog';

const visitsRoute = `GET /api/care/practice/requests/${walkBooking.id}/report-cards`;

const meta = {
  title: 'Pet care/SitterReportCardsDialog',
  component: SitterReportCardsDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { booking: walkBooking, onClose: fn() },
} satisfies Meta<typeof SitterReportCardsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filed card (editable), a started visit without one, and a visit to come. */
export const Visits: Story = {
  beforeEach: withFakeApi({ [visitsRoute]: ok({ visits: walkVisits() }) }, { user: sitterUser }),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Report cards' }));
    await expect(await dialog.findByRole('article', { name: 'Report card, March 5, 2026' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'File report card for March 9, 2026' })).toBeVisible();
    await expect(dialog.getByText('Upcoming')).toBeVisible();
  },
};

/** The form of a new card, with the booking's times filled in. */
export const Filing: Story = {
  beforeEach: withFakeApi({ [visitsRoute]: ok({ visits: walkVisits(null) }) }, { user: sitterUser }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Report cards' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'File report card for March 5, 2026' }));
    const form = within(dialog.getByRole('form', { name: 'Report card for March 5, 2026' }));
    await expect(form.getByLabelText('Start time')).toHaveValue('07:00');
    await userEvent.click(form.getByRole('checkbox', { name: 'Pee' }));
    await expect(form.getByRole('checkbox', { name: 'Pee' })).toBeChecked();
    await expect(form.getByLabelText('Photos')).toBeEnabled();
  },
};

/** Past its 24 hours a card is read only. */
export const Locked: Story = {
  beforeEach: withFakeApi(
    { [visitsRoute]: ok({ visits: walkVisits(reportCard({ canEdit: false })) }) },
    { user: sitterUser },
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Report cards' }));
    await expect(await dialog.findByRole('article', { name: 'Report card, March 5, 2026' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Edit report card/ })).toBeNull();
  },
};
