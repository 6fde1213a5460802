import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { antibiotic, inDollars, kibble, productList, rope, soldOutBed } from '../../../test/catalogue-fixtures';
import { CataloguePage } from './CataloguePage';

const meta = {
  title: 'Shop/Catalogue/CataloguePage',
  component: CataloguePage,
  args: { shelf: 'merchandise' },
  decorators: [
    (Story, { args }) => (
      <RemoteStory route={`/${args.shelf}`} path={`/${args.shelf}`}>
        {Story()}
      </RemoteStory>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRODUCTS = 'GET /api/shop/products';

/** Products in rupees, with every stock state. */
export const Filled: Story = {
  beforeEach: withStubApi({ [PRODUCTS]: ok(productList([kibble, rope, soldOutBed], { total: 45 })) }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹1,299.00')).toBeVisible();
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

/** A visitor in the United States sees dollars. */
export const InDollars: Story = {
  beforeEach: withStubApi(
    { [PRODUCTS]: ok(productList([inDollars(kibble, 1599), inDollars(rope, 499)])) },
    { user: null, country: 'United States' },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$15.99')).toBeVisible();
  },
};

export const Pharmacy: Story = {
  args: { shelf: 'pharmacy' },
  beforeEach: withStubApi({ [PRODUCTS]: ok(productList([antibiotic])) }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prescription required')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withStubApi({ [PRODUCTS]: ok(productList([])) }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products found')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withStubApi({ [PRODUCTS]: apiError(500, 'internal', 'Boom') }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withStubApi({ [PRODUCTS]: 'pending' }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products...')).toBeVisible();
  },
};
