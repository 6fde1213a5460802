import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderPrescriptionAnswer, VetList, type AttachPrescriptionInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { pharmacyKeys } from './pharmacy-keys';

export const prescriptionPath = (orderId: string) => `/api/shop/orders/${encodeURIComponent(orderId)}/prescription`;

/** GET .../prescription: the buyer's order and its prescription (null before one is attached). */
export const useOrderPrescription = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: pharmacyKeys.prescription(orderId),
    queryFn: ({ signal }) => apiFetch(prescriptionPath(orderId), OrderPrescriptionAnswer, { signal }),
    enabled,
  });

/** POST .../prescription: a PetPal vet and pet, or an uploaded image; replaces one attached before. */
export function useAttachPrescription(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttachPrescriptionInput) =>
      apiFetch(prescriptionPath(orderId), OrderPrescriptionAnswer, { method: 'POST', body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(pharmacyKeys.prescription(orderId), answer);
      return queryClient.invalidateQueries({ queryKey: pharmacyKeys.orders });
    },
  });
}

/** The PetPal vet directory (public), by name. */
export const usePetpalVets = (enabled: boolean) =>
  useQuery({
    queryKey: pharmacyKeys.vets,
    queryFn: ({ signal }) => apiFetch('/api/vet/vets', VetList, { signal }),
    enabled,
  });
