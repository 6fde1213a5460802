import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { communityMessages, GROUP_TOPIC_LABELS, GROUP_TOPICS } from '@petpal/contracts';
import {
  Button,
  EmptyState,
  Heading,
  lazyScreen,
  LoadingLine,
  RetryAlert,
  Select,
  Stack,
  TextField,
  useAddressState,
  useFilterText,
} from '@petpal/design-system';

import { useGroups } from '../api/groups';
import { groupSearchCodec, topicOf } from '../group-search';
import { GroupCard } from './GroupCard';

// Opened on request: the community's first screen does without its form code (decision 088).
const CreateGroupDialog = lazyScreen(() => import('./CreateGroupDialog'), 'CreateGroupDialog');

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const topicOptions = [
  { value: '', label: 'All topics' },
  ...GROUP_TOPICS.map((topic) => ({ value: topic, label: GROUP_TOPIC_LABELS[topic] })),
];

/** Typing a name or a city asks the API once the typing pauses. */
const TYPING_DELAY_MS = 300;

/**
 * The groups, biggest first, searched by name and filtered by topic and city (all kept in the address);
 * Join / Leave and Create a group for signed-in users.
 */
export function GroupsPanel({ signedIn }: { signedIn: boolean }) {
  const [search, setSearch] = useAddressState(groupSearchCodec);
  const typed = (key: 'q' | 'city') => ({
    delayMs: TYPING_DELAY_MS,
    commit: (text: string) => setSearch((current) => ({ ...current, [key]: text })),
  });
  const [name, setName] = useFilterText(search.q, typed('q'));
  const [city, setCity] = useFilterText(search.city, typed('city'));
  const [creating, setCreating] = useState(false);
  const groups = useGroups(search);

  return (
    <Stack gap={4}>
      <Stack direction="row" gap={2} justify="space-between" align="center" wrap>
        <Heading level={2} id="groups-title">
          Groups
        </Heading>
        {signedIn && (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            Create a group
          </Button>
        )}
      </Stack>
      <Stack gap={3}>
        <TextField
          label="Search groups"
          type="search"
          value={name}
          maxLength={60}
          placeholder="Part of a group's name"
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label="Topic"
          options={topicOptions}
          value={search.topic}
          onChange={(event) => setSearch((current) => ({ ...current, topic: topicOf(event.target.value) }))}
        />
        <TextField
          label="City"
          type="search"
          value={city}
          maxLength={60}
          placeholder="e.g. Mumbai"
          onChange={(event) => setCity(event.target.value)}
        />
      </Stack>
      {groups.isPending ? (
        <LoadingLine message="Loading groups..." />
      ) : !groups.data ? (
        <RetryAlert message={communityMessages.loadFailed} onRetry={() => void groups.refetch()} />
      ) : groups.data.groups.length === 0 ? (
        <EmptyState
          title={communityMessages.noGroups}
          description={signedIn ? 'Start one for your city or topic.' : undefined}
        />
      ) : (
        <List aria-label="Groups" aria-busy={groups.isPlaceholderData || undefined}>
          {groups.data.groups.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} signedIn={signedIn} />
            </li>
          ))}
        </List>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateGroupDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
