import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdoptionApplicationList,
  AdoptionListingAnswer,
  MyAdoptionApplications,
  type AdoptionApplicationInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adoptionKeys } from './adoption-keys';
import { listingPath, refreshAdoption } from './listings';

/** The listing's applications (its lister, and admins), oldest first. */
export const useListingApplications = (listingId: string, enabled: boolean) =>
  useQuery({
    queryKey: adoptionKeys.applications(listingId),
    queryFn: ({ signal }) => apiFetch(`${listingPath(listingId)}/applications`, AdoptionApplicationList, { signal }),
    enabled,
  });

/** The signed-in user's applications, newest first. */
export const useMyApplications = (enabled: boolean) =>
  useQuery({
    queryKey: adoptionKeys.myApplications,
    queryFn: ({ signal }) => apiFetch('/api/community/adoption/applications/mine', MyAdoptionApplications, { signal }),
    enabled,
  });

/** Apply once to adopt (an Idempotency-Key per attempt); the listing comes back with the application on it. */
export function useApply(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: AdoptionApplicationInput; key: string }) =>
      apiFetch(`${listingPath(listingId)}/applications`, AdoptionListingAnswer, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adoptionKeys.listing(listingId), answer);
      return refreshAdoption(queryClient);
    },
  });
}

/** The lister accepts one application: the others are declined and the listing becomes pending. */
export function useAccept(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiFetch(
        `/api/community/adoption/applications/${encodeURIComponent(applicationId)}/accept`,
        AdoptionApplicationList,
        { method: 'POST' },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(adoptionKeys.applications(listingId), answer);
      return refreshAdoption(queryClient);
    },
  });
}
