import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adoptionMessages } from '@petpal/contracts';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { sam } from '../../../test/users';
import { application, listingId, ownListing } from '../fixtures';
import { SubmitListingPage } from './SubmitListingPage';

const meta = {
  title: 'Community/Adoption/SubmitListingPage',
  component: SubmitListingPage,
  ...platformMeta({ route: '/submit-pet-sale-adoption', page: true }),
  beforeEach: withFakeApi(
    {
      'GET /api/community/adoption/listings/mine': ok({ listings: [ownListing({ applicationCount: 1 })] }),
      [`GET /api/community/adoption/listings/${listingId}/applications`]: ok({ applications: [application()] }),
      [`GET /api/community/adoption/listings/${listingId}`]: ok({ listing: ownListing() }),
    },
    { user: sam },
  ),
} satisfies Meta<typeof SubmitListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, then My listings with an application. */
export const NewListing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('form', { name: 'List a pet' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Accept Nina K.' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Phone: Story = { ...NewListing, globals: onPhone };

/** Every field's message after List pet on an empty form. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'List pet' }));
    await expect(canvas.getByText(adoptionMessages.title)).toBeVisible();
    await expect(canvas.getByText(adoptionMessages.photos)).toBeVisible();
  },
};

export const Editing: Story = {
  parameters: { route: `/submit-pet-sale-adoption?edit=${listingId}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Edit Bruno, a gentle Indie' })).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(adoptionMessages.signInToList)).toBeVisible();
  },
};
