import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { antibiotic, rope, shopper } from '../test/catalogue-fixtures';
import { ProductWithAutoshipPage } from './autoship-pages';

const renderProduct = (slug: string, shelf: 'merchandise' | 'pharmacy') =>
  renderInRemote(<ProductWithAutoshipPage shelf={shelf} />, {
    user: shopper,
    route: `/${shelf}/${slug}`,
    path: `/${shelf}/:slug`,
  });

describe('Autoship on a product page', () => {
  it('offers a signed-in owner Autoship with the quantity chosen for the cart', async () => {
    stubApi({ [`GET /api/shop/products/${rope.slug}`]: ok({ product: rope }) });
    renderProduct(rope.slug, 'merchandise');
    expect(await screen.findByRole('heading', { name: 'Autoship & save 5%' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Deliver'), 'Every 2 weeks');
    expect(screen.getByRole('link', { name: 'Set up Autoship' }).getAttribute('href')).toBe(
      '/pharmas-orders/autoship/new?product=rope-toy&weeks=2&quantity=3',
    );
  });

  it('offers no Autoship on a prescription item', async () => {
    stubApi({ [`GET /api/shop/products/${antibiotic.slug}`]: ok({ product: antibiotic }) });
    renderProduct(antibiotic.slug, 'pharmacy');
    expect(await screen.findByRole('heading', { level: 1, name: antibiotic.name })).toBeTruthy();
    expect(screen.queryByText('Autoship & save 5%')).toBeNull();
  });
});
