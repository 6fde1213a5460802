import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GroupAnswer, GroupList, type CreateGroupInput, type Group, type GroupTopic } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { communityKeys } from '../../../lib/query-keys';
import { useViewer } from '../../../lib/use-viewer';

export interface GroupFilters {
  topic?: GroupTopic | '';
  city?: string;
  /** Part of the group's name. */
  q?: string;
}

const queryOf = ({ topic, city, q }: GroupFilters) => {
  const params = new URLSearchParams();
  if (topic) params.set('topic', topic);
  if (city?.trim()) params.set('city', city.trim());
  if (q?.trim()) params.set('q', q.trim());
  return params.toString();
};

/** GET /api/community/groups: biggest first, filtered by topic, city and name; asked once the session is known. */
function groupsQueryOptions(filters: GroupFilters, viewer: string | undefined) {
  const query = queryOf(filters);
  return queryOptions({
    queryKey: communityKeys.groupList(query, viewer ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/community/groups${query ? `?${query}` : ''}`, GroupList, { signal }),
    enabled: viewer !== undefined,
  });
}

/** The filtered list; while a new filter loads, the previous list stays on screen. */
export function useGroups(filters: GroupFilters) {
  return useQuery({ ...groupsQueryOptions(filters, useViewer()), placeholderData: keepPreviousData });
}

/**
 * The groups the viewer joined, whatever the filters on screen. The API has no "my groups" list: this is the
 * unfiltered list (its 200 biggest groups), kept to the joined ones.
 */
export function useJoinedGroups() {
  const viewer = useViewer();
  const signedIn = viewer !== undefined && viewer !== 'guest';
  return useQuery({
    ...groupsQueryOptions({}, viewer),
    select: (answer) => answer.groups.filter((group) => group.joined),
    enabled: signedIn,
  });
}

export function useGroup(groupId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: communityKeys.group(groupId, viewer ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/community/groups/${encodeURIComponent(groupId)}`, GroupAnswer, { signal }),
    enabled: viewer !== undefined,
  });
}

/** After a join, a leave or a new group: the lists and feeds reload, the group shows the API's answer. */
function useGroupChanged() {
  const queryClient = useQueryClient();
  const viewer = useViewer() ?? '';
  return ({ group }: GroupAnswer) => {
    queryClient.setQueryData(communityKeys.group(group.id, viewer), { group });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKeys.groupLists }),
      queryClient.invalidateQueries({ queryKey: communityKeys.feeds }),
    ]);
  };
}

/** Join (PUT) or leave (DELETE) a group. */
export function useMembership() {
  const changed = useGroupChanged();
  return useMutation({
    mutationFn: ({ group, join }: { group: Pick<Group, 'id'>; join: boolean }) =>
      apiFetch(`/api/community/groups/${encodeURIComponent(group.id)}/membership`, GroupAnswer, {
        method: join ? 'PUT' : 'DELETE',
      }),
    onSuccess: changed,
  });
}

/** POST /api/community/groups: the creator joins it and moderates it. `key` is the attempt's Idempotency-Key. */
export function useCreateGroup() {
  const changed = useGroupChanged();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateGroupInput; key: string }) =>
      apiFetch('/api/community/groups', GroupAnswer, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: changed,
  });
}
