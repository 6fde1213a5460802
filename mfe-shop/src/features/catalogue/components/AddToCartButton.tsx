import { useState } from 'react';
import type { Product } from '@petpal/contracts';
import { Button, useToast, VisuallyHidden, type ButtonProps } from '@petpal/design-system';
import { refusalText } from '../../../lib/cart/refusal';
import { useCart } from '../../../lib/cart/use-cart';

export interface AddToCartButtonProps {
  product: Product;
  quantity?: number;
  size?: ButtonProps['size'];
}

/** "Add to cart": into the browser's cart for a guest, the stored one when signed in; refusals as toasts. */
export function AddToCartButton({ product, quantity = 1, size = 'md' }: AddToCartButtonProps) {
  const { add } = useCart();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const soldOut = !product.inStock || product.stock <= 0;

  async function onClick() {
    setBusy(true);
    try {
      await add(product, quantity);
      toast({ title: 'Added to cart', description: `${product.name} × ${quantity}`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Not added', description: refusalText(error), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size={size} onClick={() => void onClick()} loading={busy} disabled={soldOut}>
      Add to cart <VisuallyHidden>{`for ${product.name}`}</VisuallyHidden>
    </Button>
  );
}
