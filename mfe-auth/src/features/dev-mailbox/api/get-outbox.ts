import { useQuery } from '@tanstack/react-query';
import { OutboxList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** GET /api/dev/outbox, for one address or phone number, or everything when `to` is empty. */
export function getOutbox(to: string) {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  return apiFetch(`/api/dev/outbox${query}`, OutboxList);
}

export function useOutbox(to: string) {
  return useQuery({ queryKey: ['dev', 'outbox', to], queryFn: () => getOutbox(to), retry: false });
}
