import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { communityMessages, GROUP_TOPIC_LABELS } from '@petpal/contracts';
import {
  ApiError,
  Badge,
  EmptyState,
  Heading,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { count } from '../../../lib/time';
import { BackLink } from '../../../ui/BackLink';
import { useGroup } from '../api/groups';
import { FeedList } from './FeedList';
import { MembershipButton } from './MembershipButton';

const back = <BackLink to="/community">Community</BackLink>;

/** /community/group/:groupId: the group, Join / Leave, Create Post (members) and its hot feed. */
export function GroupPage() {
  const { groupId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const answer = useGroup(groupId);

  if (answer.isPending) return <LoadingLine message="Loading the group..." />;
  if (!answer.data) {
    const missing = answer.error instanceof ApiError && (answer.error.status === 404 || answer.error.status === 400);
    return (
      <PageFrame width="wide" title={missing ? 'Group not found' : 'Community'} back={back}>
        {missing ? (
          <EmptyState
            title={communityMessages.groupNotFound}
            action={<RouterButtonLink to="/community">Browse Communities</RouterButtonLink>}
          />
        ) : (
          <RetryAlert message={communityMessages.loadFailed} onRetry={() => void answer.refetch()} />
        )}
      </PageFrame>
    );
  }
  const { group } = answer.data;
  return (
    <PageFrame
      width="wide"
      title={group.name}
      back={back}
      intro={group.description || undefined}
      actions={
        user ? (
          <>
            <MembershipButton group={group} />
            {group.joined && (
              <RouterButtonLink to={`/community/post/new?group=${group.id}`} size="sm">
                Create Post
              </RouterButtonLink>
            )}
          </>
        ) : user === null ? (
          <RouterButtonLink to="/login" size="sm" variant="outline">
            Log in to join
          </RouterButtonLink>
        ) : undefined
      }
    >
      <Stack direction="row" gap={2} wrap align="center">
        <Badge variant="info">{GROUP_TOPIC_LABELS[group.topic]}</Badge>
        <Text tone="muted" style={{ overflowWrap: 'anywhere' }}>
          {group.city} · {count(group.memberCount, 'member', 'members')} · {count(group.postCount, 'post', 'posts')}
          {group.moderator ? ' · You moderate this group' : ''}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Heading level={2}>Posts</Heading>
        <FeedList
          groupId={group.id}
          label={`Posts in ${group.name}`}
          emptyText={group.joined ? communityMessages.noPosts : 'No posts yet.'}
        />
      </Stack>
    </PageFrame>
  );
}
