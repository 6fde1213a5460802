import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SupplierProductAnswer,
  SupplierProductList,
  type CreateSupplierProductInput,
  type UpdateSupplierProductInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export const supplierKeys = {
  products: ['shop', 'supplier', 'products'] as const,
  /** The catalogue feature's prefix: a supplier's change shows in the shop's lists. */
  catalogue: ['shop', 'catalogue'] as const,
};

const productPath = (id: string) => `/api/shop/supplier/products/${encodeURIComponent(id)}`;

/** GET /api/shop/supplier/products: the supplier's own products, newest first. */
export const useSupplierProducts = (enabled: boolean) =>
  useQuery({
    queryKey: supplierKeys.products,
    queryFn: ({ signal }) => apiFetch('/api/shop/supplier/products', SupplierProductList, { signal }),
    enabled,
  });

function useProductChange<V>(change: (variables: V) => Promise<SupplierProductAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: supplierKeys.products });
      await queryClient.invalidateQueries({ queryKey: supplierKeys.catalogue });
    },
  });
}

export const useCreateProduct = () =>
  useProductChange((input: CreateSupplierProductInput) =>
    apiFetch('/api/shop/supplier/products', SupplierProductAnswer, { method: 'POST', body: input }),
  );

/** PATCH: fields, and a stock change in units (+ received, - taken off the shelf). */
export const useUpdateProduct = () =>
  useProductChange(({ id, input }: { id: string; input: UpdateSupplierProductInput }) =>
    apiFetch(productPath(id), SupplierProductAnswer, { method: 'PATCH', body: input }),
  );

/** Deactivate (hidden from the catalogue) or put back on sale. */
export const useSetProductActive = () =>
  useProductChange(({ id, active }: { id: string; active: boolean }) =>
    apiFetch(`${productPath(id)}/${active ? 'activate' : 'deactivate'}`, SupplierProductAnswer, { method: 'POST' }),
  );
