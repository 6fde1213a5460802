import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { autoshipPriceMinor, type Product } from '@petpal/contracts';
import styled, { css } from 'styled-components';
import { Heading, RouterButtonLink, Select, sessionUserAtom, Stack, Text, formatMoney } from '@petpal/design-system';
import { AUTOSHIP_OFFER_TITLE, AUTOSHIP_SAVE_LINE, DEFAULT_FREQUENCY, FREQUENCY_OPTIONS } from '../autoship-format';
import { newAutoshipPath } from '../autoship-paths';

const Offer = styled.section`
  ${({ theme }) => css`
    border-top: 1px solid ${theme.colors.border};
    padding-top: ${theme.spacing[4]};
  `}
`;

export interface AutoshipOfferProps {
  product: Product;
  /** The quantity chosen on the product page (the form starts with it). */
  quantity?: number;
}

/**
 * "Autoship & save 5%" on a product page: a frequency and Set up Autoship (the form at
 * /pharmas-orders/autoship/new). Only for a signed-in pet owner, on a product in stock that needs no prescription.
 */
export function AutoshipOffer({ product, quantity = 1 }: AutoshipOfferProps) {
  const user = useAtomValue(sessionUserAtom);
  const [weeks, setWeeks] = useState(DEFAULT_FREQUENCY);
  if (user?.role !== 'pet_owner' || product.prescriptionRequired || !product.inStock) return null;
  const price = { ...product.price, amountMinor: autoshipPriceMinor(product.price.amountMinor) };

  return (
    <Offer aria-labelledby="autoship-offer">
      <Stack gap={3}>
        <Heading level={2} id="autoship-offer">
          {AUTOSHIP_OFFER_TITLE}
        </Heading>
        <Text>{`${AUTOSHIP_SAVE_LINE}: ${formatMoney(price)} each instead of ${formatMoney(product.price)}.`}</Text>
        <Stack direction="row" gap={3} align="flex-end" wrap>
          <Select
            label="Deliver"
            options={FREQUENCY_OPTIONS}
            value={String(weeks)}
            onChange={(event) => setWeeks(Number(event.target.value))}
          />
          <RouterButtonLink to={newAutoshipPath(product.slug, weeks, quantity)} variant="outline">
            Set up Autoship
          </RouterButtonLink>
        </Stack>
      </Stack>
    </Offer>
  );
}
