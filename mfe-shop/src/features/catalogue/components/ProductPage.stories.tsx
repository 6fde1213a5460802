import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { antibiotic, rope } from '../../../test/catalogue-fixtures';
import { ProductPage } from './ProductPage';

const meta = {
  title: 'Shop/Catalogue/ProductPage',
  component: ProductPage,
  args: { shelf: 'merchandise' },
  decorators: [
    (Story, { args, parameters }) => (
      <RemoteStory route={`/${args.shelf}/${String(parameters.slug)}`} path={`/${args.shelf}/:slug`}>
        {Story()}
      </RemoteStory>
    ),
  ],
  parameters: { layout: 'fullscreen', slug: rope.slug },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: withStubApi({ [`GET /api/shop/products/${rope.slug}`]: ok({ product: rope }) }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rope Toy' })).toBeVisible();
    await expect(canvas.getByLabelText('Quantity')).toBeVisible();
  },
};

export const PrescriptionItem: Story = {
  args: { shelf: 'pharmacy' },
  parameters: { slug: antibiotic.slug },
  beforeEach: withStubApi(
    { [`GET /api/shop/products/${antibiotic.slug}`]: ok({ product: antibiotic }) },
    { user: null },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prescription required')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: withStubApi(
    { [`GET /api/shop/products/${rope.slug}`]: apiError(404, 'not_found', shopMessages.productNotFound) },
    { user: null },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Product not found')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withStubApi({ [`GET /api/shop/products/${rope.slug}`]: 'pending' }, { user: null }),
};
