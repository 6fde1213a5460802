import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PlaydateSuggestions } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { playdateKeys } from './playdate-keys';

export const playdateSuggestionsOptions = (petId: string, radiusKm: number) =>
  queryOptions({
    queryKey: playdateKeys.suggestions(petId, radiusKm),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/community/playdates/suggestions?${new URLSearchParams({ petId, radiusKm: String(radiusKm) })}`,
        PlaydateSuggestions,
        { signal },
      ),
    // The previous radius's dogs stay on screen while a wider search loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/community/playdates/suggestions: compatible dogs near one of the owner's listed dogs. */
export const usePlaydateSuggestions = (petId: string | null, radiusKm: number) =>
  useQuery({ ...playdateSuggestionsOptions(petId ?? '', radiusKm), enabled: petId !== null });
