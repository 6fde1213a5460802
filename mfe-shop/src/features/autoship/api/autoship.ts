import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AutoshipAnswer,
  AutoshipList,
  AutoshipOrderAnswer,
  type CreateAutoshipInput,
  type UpdateAutoshipInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { orderKeys } from '../../../lib/order-keys';

/** Query keys of the signed-in owner's Autoships. */
export const autoshipKeys = { list: ['shop', 'autoship', 'list'] as const };

const AUTOSHIP_URL = '/api/shop/autoship';
const autoshipUrl = (id: string) => `${AUTOSHIP_URL}/${encodeURIComponent(id)}`;

/** GET /api/shop/autoship: the owner's Autoships, newest first. */
export const useAutoships = (enabled: boolean) =>
  useQuery({
    queryKey: autoshipKeys.list,
    queryFn: ({ signal }) => apiFetch(AUTOSHIP_URL, AutoshipList, { signal }),
    enabled,
  });

/** POST /api/shop/autoship with the attempt's Idempotency-Key (the same on a retry of the same form). */
export function useCreateAutoship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateAutoshipInput; key: string }) =>
      apiFetch(AUTOSHIP_URL, AutoshipAnswer, { method: 'POST', body: input, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.list }),
  });
}

export type AutoshipAction = 'skip' | 'pause' | 'resume' | 'cancel';

/** POST /skip, /pause, /resume or /cancel; the list reloads. */
export function useAutoshipAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AutoshipAction }) =>
      apiFetch(`${autoshipUrl(id)}/${action}`, AutoshipAnswer, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.list }),
  });
}

/** PATCH: quantity, frequency, payment method or address. */
export function useUpdateAutoship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAutoshipInput }) =>
      apiFetch(autoshipUrl(id), AutoshipAnswer, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.list }),
  });
}

/** POST /order-now (a fresh key per press): the order list and the Autoships reload. */
export function useOrderNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      apiFetch(`${autoshipUrl(id)}/order-now`, AutoshipOrderAnswer, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.list });
      return queryClient.invalidateQueries({ queryKey: autoshipKeys.list });
    },
  });
}
