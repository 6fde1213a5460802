import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { reportCardMessages } from '@petpal/contracts';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { reportCard, walkBooking } from '../../../test/report-card-fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { ReportCardsDialog } from './ReportCardsDialog';

const cardsRoute = `GET /api/care/requests/${walkBooking.id}/report-cards`;
/** A stored image as the API names it (stories have no image store: Photo shows its drawing in the box). */
const photo = (n: number) => ({
  id: `walk-photo-${String(n).padStart(11, '0')}`,
  widths: [320, 640],
  width: 640,
  height: 640,
});

const meta = {
  title: 'Pet care/ReportCardsDialog',
  component: ReportCardsDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { booking: { id: walkBooking.id, description: 'Asha Rao · Dog Walking · March 5, 2026' }, onClose: fn() },
} satisfies Meta<typeof ReportCardsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  beforeEach: withFakeApi({
    [cardsRoute]: ok({
      cards: [
        reportCard({ canEdit: false, photos: [photo(1), photo(2)] }),
        reportCard({ id: 'c00000000000000000000002', visitDate: '2026-03-09', food: true, note: '', canEdit: false }),
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Report cards' }));
    const first = within(await dialog.findByRole('article', { name: 'Report card, March 5, 2026' }));
    await expect(first.getByText('Poo: yes')).toBeVisible();
    await expect(first.getByText('Food: no')).toBeVisible();
    await expect(first.getAllByRole('img', { name: /from the March 5, 2026 visit/ })).toHaveLength(2);
    await expect(dialog.getByRole('article', { name: 'Report card, March 9, 2026' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

export const NoneYet: Story = {
  beforeEach: withFakeApi({ [cardsRoute]: ok({ cards: [] }) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(reportCardMessages.none)).toBeVisible();
  },
};
