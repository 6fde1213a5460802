import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyPlaydatePets,
  PlaydateProfileAnswer,
  PlaydateProfileRemoved,
  type PlaydateProfileInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { playdateKeys } from './playdate-keys';

export const myPlaydatePetsOptions = () =>
  queryOptions({
    queryKey: playdateKeys.mine,
    queryFn: ({ signal }) => apiFetch('/api/community/playdates/mine', MyPlaydatePets, { signal }),
  });

/** GET /api/community/playdates/mine: the owner's dogs and which are listed. */
export const useMyPlaydatePets = () => useQuery(myPlaydatePetsOptions());

/** PUT /api/community/playdates/profiles/:petId: lists a dog or changes its listing (suggestions follow). */
export function useSavePlaydateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, input }: { petId: string; input: PlaydateProfileInput }) =>
      apiFetch(`/api/community/playdates/profiles/${encodeURIComponent(petId)}`, PlaydateProfileAnswer, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playdateKeys.mine }),
        queryClient.invalidateQueries({ queryKey: playdateKeys.suggestionsAll }),
      ]),
  });
}

/** DELETE /api/community/playdates/profiles/:petId: takes the dog off PawfectMatch (its pending requests end). */
export function useRemovePlaydateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (petId: string) =>
      apiFetch(`/api/community/playdates/profiles/${encodeURIComponent(petId)}`, PlaydateProfileRemoved, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playdateKeys.all }),
  });
}
