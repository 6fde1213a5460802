import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileResponse, type ProfileInput, type RecordRole } from '@petpal/contracts';
import { apiFetch, profileQueryOptions } from '@petpal/design-system';

/** Creates or replaces the record of the user's current role. */
export function saveProfile(input: ProfileInput<RecordRole>) {
  return apiFetch('/api/auth/profile', ProfileResponse, { method: 'PUT', body: input });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQueryOptions(saved.role).queryKey, saved),
  });
}
