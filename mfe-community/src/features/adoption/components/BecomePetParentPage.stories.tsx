import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adoptionMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { misty, myApplication, page, rusty, summary } from '../fixtures';
import { BecomePetParentPage } from './BecomePetParentPage';

const BROWSE = 'GET /api/community/adoption/listings';
const pets = [
  summary(),
  misty,
  rusty,
  summary({ id: 'e00000000000000000000004', title: 'Kiwi the budgie', species: 'bird', breed: 'Budgerigar', fee: 500 }),
];

const meta = {
  title: 'Community/Adoption/BecomePetParentPage',
  component: BecomePetParentPage,
  ...platformMeta({ route: '/become-pet-parent', page: true }),
  beforeEach: withFakeApi({ [BROWSE]: ok(page(pets, 'more')) }, { user: null }),
} satisfies Meta<typeof BecomePetParentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest browses: filters, cards, Load more. */
export const Guest: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Pets looking for a home' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('search', { name: 'Filter pets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Phone: Story = { globals: onPhone, play: Guest.play };

/** A signed-in visitor sees their applications under the list. */
export const WithApplications: Story = {
  beforeEach: withFakeApi({
    [BROWSE]: ok(page(pets)),
    'GET /api/community/adoption/applications/mine': ok({
      applications: [
        myApplication({ status: 'accepted' }),
        myApplication({ id: 'f00000000000000000000009', listingTitle: misty.title, listingId: misty.id }),
      ],
    }),
  }),
  play: async ({ canvas }) => {
    const mine = await canvas.findByRole('region', { name: 'Your applications' });
    await expect(within(mine).getByText('Accepted')).toBeVisible();
    await expect(within(mine).getByText('Waiting for the lister')).toBeVisible();
  },
};

export const NothingMatches: Story = {
  beforeEach: withFakeApi({ [BROWSE]: ok(page([])) }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(adoptionMessages.noListings)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi({ [BROWSE]: apiError(500, 'internal', 'Oops') }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(adoptionMessages.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
