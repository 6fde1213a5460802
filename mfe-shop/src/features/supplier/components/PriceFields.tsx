import type { ComponentProps } from 'react';
import { TextField } from '@petpal/design-system';

type Registration = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A product's two prices, typed in major units; one message for both (the contract checks `prices`). */
export function PriceFields({ inr, usd, error }: { inr: Registration; usd: Registration; error?: string }) {
  return (
    <>
      <TextField label="Price in rupees (₹)" inputMode="decimal" {...inr} error={error} />
      <TextField label="Price in dollars ($)" inputMode="decimal" {...usd} error={error} />
    </>
  );
}
