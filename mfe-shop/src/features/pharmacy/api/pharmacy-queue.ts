import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PharmacyQueue, PharmacyQueueItemAnswer } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { pharmacyKeys } from './pharmacy-keys';

const orderPath = (orderId: string) => `/api/shop/pharmacy/orders/${encodeURIComponent(orderId)}`;

/** GET /api/shop/pharmacy/queue (pharmacists): ready ones first, then those waiting for the owner. */
export const usePharmacyQueue = (enabled: boolean) =>
  useQuery({
    queryKey: pharmacyKeys.queue,
    queryFn: ({ signal }) => apiFetch('/api/shop/pharmacy/queue', PharmacyQueue, { signal }),
    enabled,
  });

/** Whatever the answer, the queue reloads: a refusal often means the order changed meanwhile. */
function useQueueAction<V>(act: (variables: V) => Promise<PharmacyQueueItemAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pharmacyKeys.queue }),
  });
}

export const useAskVet = () =>
  useQueueAction((orderId: string) =>
    apiFetch(`${orderPath(orderId)}/ask-vet`, PharmacyQueueItemAnswer, { method: 'POST' }),
  );

export const useApprovePrescription = () =>
  useQueueAction((orderId: string) =>
    apiFetch(`${orderPath(orderId)}/approve`, PharmacyQueueItemAnswer, { method: 'POST' }),
  );

export const useRefusePrescription = () =>
  useQueueAction(({ orderId, reason }: { orderId: string; reason: string }) =>
    apiFetch(`${orderPath(orderId)}/refuse`, PharmacyQueueItemAnswer, { method: 'POST', body: { reason } }),
  );
