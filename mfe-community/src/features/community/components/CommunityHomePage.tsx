import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { communityMessages } from '@petpal/contracts';
import {
  Alert,
  Heading,
  LoadingLine,
  PageFrame,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  useAddressState,
} from '@petpal/design-system';
import { useGroups, useJoinedGroups } from '../api/groups';
import { groupSearchCodec } from '../group-search';
import { FeedList } from './FeedList';
import { GroupsPanel } from './GroupsPanel';

// Side by side on desktops (feed wide, groups narrow); one column on phones, in the page's order.
const Columns = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'feed groups';
    gap: ${theme.spacing[8]};
    align-items: start;
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: none;
    }
  `}
`;

const Section = styled.section<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-area: auto;
  }
`;

/**
 * /community: the viewer's feed beside the groups. Someone in no group yet (or a guest) sees every group's
 * popular posts, and the groups come first in the page (on a phone, before twenty posts).
 */
export function CommunityHomePage() {
  const user = useAtomValue(sessionUserAtom);
  const signedIn = Boolean(user);
  const joined = useJoinedGroups();
  const member = signedIn && (joined.data?.length ?? 0) > 0;
  // A member's feed comes first: until their groups are known, neither column shows, or the order would flip.
  const ready = !(signedIn && joined.isPending);
  const feedTitle = member ? 'Your feed' : 'Popular posts';
  // The panel's list (its search from the address, so the same request): when the groups come first (on a phone,
  // above the feed), the feed shows once they are in, or their arrival would push it down the screen (decision 080).
  const [search] = useAddressState(groupSearchCodec);
  const groupsIn = !useGroups(search).isPending;
  // Below the groups, the feed is rendered from the start but hidden until they have come: its first page is asked
  // beside theirs (the prerender records it, so the page preloads it) and its posts are drawn while the groups are
  // still on their way, instead of both waiting for them (decision 109).
  const feedHidden = !member && !groupsIn;

  const feed = (
    <Section $area="feed" aria-labelledby="feed-title" key="feed" hidden={feedHidden}>
      <Stack gap={4}>
        <Heading level={2} id="feed-title">
          {feedTitle}
        </Heading>
        {signedIn && joined.isSuccess && !member && <Text tone="muted">{communityMessages.noFeed}</Text>}
        <FeedList groupId={null} label={feedTitle} />
      </Stack>
    </Section>
  );
  const groups = (
    <Section $area="groups" aria-labelledby="groups-title" key="groups">
      <GroupsPanel signedIn={signedIn} />
    </Section>
  );

  return (
    <PageFrame
      width="wide"
      title="Community"
      intro="Groups of pet people by topic and city: ask, share and meet up."
      actions={signedIn ? <RouterButtonLink to="/community/post/new">Create Post</RouterButtonLink> : undefined}
    >
      {user === null && (
        <Alert variant="info">
          <Stack direction="row" gap={3} align="center" wrap>
            <span>{communityMessages.signInToJoin}</span>
            <RouterButtonLink to="/login" size="sm" variant="outline">
              Login
            </RouterButtonLink>
          </Stack>
        </Alert>
      )}
      {ready ? (
        <Columns>{member ? [feed, groups] : [groups, feed]}</Columns>
      ) : (
        <LoadingLine message="Loading your groups..." />
      )}
    </PageFrame>
  );
}
