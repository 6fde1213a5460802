import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adoptionMessages, type AdoptionListing } from '@petpal/contracts';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { sam } from '../../../test/users';
import {
  acceptedListing,
  application,
  appliedListing,
  guestListing,
  HTML_TEXT,
  listing,
  listingId,
  ownListing,
  secondApplication,
} from '../fixtures';
import { ListingPage } from './ListingPage';

const meta = {
  title: 'Community/Adoption/ListingPage',
  component: ListingPage,
  ...platformMeta({ route: `/become-pet-parent/${listingId}`, path: '/become-pet-parent/:listingId', page: true }),
} satisfies Meta<typeof ListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (shown: AdoptionListing, options?: Parameters<typeof withFakeApi>[1]) =>
  withFakeApi(
    {
      [`GET /api/community/adoption/listings/${listingId}`]: ok({ listing: shown }),
      [`GET /api/community/adoption/listings/${listingId}/applications`]: ok({
        applications: [application(), secondApplication],
      }),
    },
    options,
  );

/** A guest: the pet, and Login to apply; no contact details. */
export const Guest: Story = {
  beforeEach: api(guestListing(), { user: null }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bruno, a gentle Indie' })).toBeVisible();
    await expect(canvas.getByText(adoptionMessages.signInToApply)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const GuestOnPhone: Story = { ...Guest, globals: onPhone };

/** A signed-in visitor can apply. */
export const CanApply: Story = {
  beforeEach: api(listing()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Apply to adopt Bruno, a gentle Indie' })).toBeVisible();
  },
};

export const Applied: Story = {
  beforeEach: api(appliedListing()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We will let you know in the bell/)).toBeVisible();
  },
};

/** Accepted: the lister's contact details. */
export const Accepted: Story = {
  beforeEach: api(acceptedListing()),
  play: async ({ canvas }) => {
    const contact = await canvas.findByRole('region', { name: 'Contact Sam Rivera' });
    await expect(within(contact).getByRole('link', { name: 'sam@example.com' })).toBeVisible();
  },
};

export const AcceptedOnPhone: Story = { ...Accepted, globals: onPhone };

/** The lister: Edit, Withdraw and the applications with Accept. */
export const Lister: Story = {
  beforeEach: api(ownListing(), { user: sam }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Accept Nina K.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit listing' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ListerOnPhone: Story = { ...Lister, globals: onPhone };

/** Text with HTML in it shows as text. */
export const HtmlInDescription: Story = {
  beforeEach: api(guestListing({ description: HTML_TEXT }), { user: null }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(HTML_TEXT)).toBeVisible();
    await expect(canvasElement.querySelector('script, img[src="x"], p b')).toBeNull();
  },
};
