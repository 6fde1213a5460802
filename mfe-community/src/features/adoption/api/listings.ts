import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AdoptionListingAnswer,
  AdoptionListingPage,
  AdoptionListingRemoved,
  MyAdoptionListings,
  type AdoptionStatusInput,
  type CreateAdoptionListingInput,
  type UpdateAdoptionListingInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adoptionKeys } from './adoption-keys';

export const listingPath = (listingId: string) => `/api/community/adoption/listings/${encodeURIComponent(listingId)}`;

/** After a listing or an application changed: every adoption list and listing reloads when next shown. */
export const refreshAdoption = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adoptionKeys.all });

/** GET /api/community/adoption/listings?<query>: available pets, newest first, 12 a page. */
export function useBrowseListings(query: string) {
  return useInfiniteQuery({
    queryKey: adoptionKeys.browse(query),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return apiFetch(`/api/community/adoption/listings${search ? `?${search}` : ''}`, AdoptionListingPage, {
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useListing = (listingId: string) =>
  useQuery({
    queryKey: adoptionKeys.listing(listingId),
    queryFn: ({ signal }) => apiFetch(listingPath(listingId), AdoptionListingAnswer, { signal }),
  });

/** The signed-in user's listings, every status. */
export const useMyListings = (enabled: boolean) =>
  useQuery({
    queryKey: adoptionKeys.myListings,
    queryFn: ({ signal }) => apiFetch('/api/community/adoption/listings/mine', MyAdoptionListings, { signal }),
    enabled,
  });

/** POST a new listing with one Idempotency-Key per attempt (`key`), so a retry never lists the pet twice. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateAdoptionListingInput; key: string }) =>
      apiFetch('/api/community/adoption/listings', AdoptionListingAnswer, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adoptionKeys.listing(answer.listing.id), answer);
      return refreshAdoption(queryClient);
    },
  });
}

/** PATCH the lister's listing (fields sent change; photos are the whole new list). */
export function useUpdateListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateAdoptionListingInput) =>
      apiFetch(listingPath(listingId), AdoptionListingAnswer, { method: 'PATCH', body: patch }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adoptionKeys.listing(listingId), answer);
      return refreshAdoption(queryClient);
    },
  });
}

/** Withdraw, or mark adopted once an adopter was accepted. */
export function useSetListingStatus(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: AdoptionStatusInput['status']) =>
      apiFetch(`${listingPath(listingId)}/status`, AdoptionListingAnswer, { method: 'POST', body: { status } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adoptionKeys.listing(listingId), answer);
      return refreshAdoption(queryClient);
    },
  });
}

/** DELETE (PetPal admins): the listing, its photos and applications. */
export function useRemoveListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(listingPath(listingId), AdoptionListingRemoved, { method: 'DELETE' }),
    onSuccess: () => refreshAdoption(queryClient),
  });
}
