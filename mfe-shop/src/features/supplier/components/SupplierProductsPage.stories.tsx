import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { kong, retiredBowl, supplier, supplierProduct } from '../fixtures';
import { SupplierProductsPage } from './SupplierProductsPage';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const meta = {
  title: 'Shop/Supplier/SupplierProductsPage',
  component: SupplierProductsPage,
  decorators: [(Story) => <RemoteStory route="/dashboard/supplier-products">{Story()}</RemoteStory>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SupplierProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/shop/supplier/products';

export const Products: Story = {
  beforeEach: withStubApi(
    { ...verifiedProvider('supplier'), [LIST]: ok({ products: [supplierProduct(), kong, retiredBowl] }) },
    { user: supplier },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Kong Classic Medium' })).toBeVisible();
  },
};

export const AddProduct: Story = {
  beforeEach: withStubApi({ ...verifiedProvider('supplier'), [LIST]: ok({ products: [kong] }) }, { user: supplier }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Product' }));
    await expect(canvas.getByRole('form', { name: 'Add a product' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withStubApi({ ...verifiedProvider('supplier'), [LIST]: ok({ products: [] }) }, { user: supplier }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products yet')).toBeVisible();
  },
};

export const OtherRole: Story = {
  beforeEach: withStubApi({}, { user: { ...supplier, role: 'pet_owner' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This page is for suppliers\./)).toBeVisible();
  },
};
