import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { pharmacist, readyItem, waitingItem } from '../features/pharmacy/fixtures';
import { kong, retiredBowl, supplier } from '../features/supplier/fixtures';
import { DashboardShopCard } from './DashboardShopCard';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const meta = {
  title: 'Shop/Dashboard/DashboardShopCard',
  component: DashboardShopCard,
  decorators: [(Story) => <RemoteStory route="/dashboard">{Story()}</RemoteStory>],
} satisfies Meta<typeof DashboardShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pharmacist: Story = {
  beforeEach: withStubApi(
    { ...verifiedProvider('pharmacist'), 'GET /api/shop/pharmacy/queue': ok({ items: [readyItem(), waitingItem] }) },
    { user: pharmacist },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 prescription to check, 1 order waiting for the owner.')).toBeVisible();
  },
};

export const Supplier: Story = {
  beforeEach: withStubApi(
    { ...verifiedProvider('supplier'), 'GET /api/shop/supplier/products': ok({ products: [kong, retiredBowl] }) },
    { user: supplier },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage products and stock' })).toBeVisible();
  },
};
