import { useQuery } from '@tanstack/react-query';
import { SitterAvailability } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

/** GET /api/care/sitters/:id/availability: the sitter's open days in their zone (decision 107). */
export function useSitterAvailability(sitterId: string) {
  return useQuery({
    queryKey: careKeys.sitterAvailability(sitterId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/sitters/${encodeURIComponent(sitterId)}/availability`, SitterAvailability, { signal }),
    staleTime: FRESH_MS,
  });
}
