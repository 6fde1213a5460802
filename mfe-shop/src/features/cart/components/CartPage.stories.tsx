import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { antibiotic, kibble, rope, shopper } from '../../../test/catalogue-fixtures';
import { cartOf, storeGuestCart } from '../../../test/cart-fixtures';
import { guestCart } from '../../../lib/cart/guest-cart-store';
import { CartPage } from './CartPage';

const meta = {
  title: 'Shop/Cart/CartPage',
  component: CartPage,
  decorators: [(Story) => <RemoteStory route="/cart">{Story()}</RemoteStory>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's cart, from the browser; Proceed to checkout goes by the login page. */
export const Guest: Story = {
  beforeEach: async () => {
    storeGuestCart([
      [kibble, 2],
      [rope, 1],
    ]);
    const cleanup = await withStubApi(
      {
        [`GET /api/shop/products/${kibble.slug}`]: ok({ product: kibble }),
        [`GET /api/shop/products/${rope.slug}`]: ok({ product: rope }),
      },
      { user: null },
    )();
    return () => {
      cleanup();
      guestCart.clear();
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Subtotal \(3 items\)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
  },
};

export const SignedIn: Story = {
  beforeEach: withStubApi(
    {
      'GET /api/shop/cart': ok(
        cartOf([
          [kibble, 1],
          [antibiotic, 1],
        ]),
      ),
    },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prescription required')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withStubApi({ 'GET /api/shop/cart': ok(cartOf([])) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(shopMessages.cartEmpty)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withStubApi(
    { 'GET /api/shop/cart': apiError(500, 'internal', 'Something went wrong. Please try again.') },
    { user: shopper },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withStubApi({ 'GET /api/shop/cart': 'pending' }, { user: shopper }),
};
