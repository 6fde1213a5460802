import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { antibiotic, kibble, shopper, soldOutBed } from '../../../test/catalogue-fixtures';
import { AutoshipOffer } from './AutoshipOffer';

describe('the Autoship offer on a product page', () => {
  it('offers 5% off and links to the form with the chosen frequency and quantity', async () => {
    stubApi({});
    renderInRemote(<AutoshipOffer product={kibble} quantity={2} />, { user: shopper });
    expect(screen.getByRole('heading', { name: 'Autoship & save 5%' })).toBeTruthy();
    expect(screen.getByText('Save 5% on every Autoship delivery: ₹1,234.05 each instead of ₹1,299.00.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Deliver'), 'Every 8 weeks');
    expect(screen.getByRole('link', { name: 'Set up Autoship' }).getAttribute('href')).toBe(
      '/pharmas-orders/autoship/new?product=chicken-kibble-3kg&weeks=8&quantity=2',
    );
  });

  it('is not offered to a guest, on a prescription item or a sold-out product', () => {
    stubApi({});
    const { unmount } = renderInRemote(<AutoshipOffer product={kibble} />, { user: null });
    expect(screen.queryByText('Autoship & save 5%')).toBeNull();
    unmount();
    const second = renderInRemote(<AutoshipOffer product={antibiotic} />, { user: shopper });
    expect(screen.queryByText('Autoship & save 5%')).toBeNull();
    second.unmount();
    renderInRemote(<AutoshipOffer product={soldOutBed} />, { user: shopper });
    expect(screen.queryByText('Autoship & save 5%')).toBeNull();
  });
});
