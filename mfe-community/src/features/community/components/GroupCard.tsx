import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GROUP_TOPIC_LABELS, type Group } from '@petpal/contracts';
import { Badge, Card, Stack, Text } from '@petpal/design-system';
import { count } from '../../../lib/time';
import { MembershipButton } from './MembershipButton';

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

export interface GroupCardProps {
  group: Group;
  /** Shows Join / Leave (signed-in viewers). */
  signedIn: boolean;
}

/** A group in the list: name (to its page), topic, city, members and posts, and Join / Leave. */
export function GroupCard({ group, signedIn }: GroupCardProps) {
  return (
    <Card>
      <Stack gap={2}>
        <Name>
          <Link to={`/community/group/${group.id}`}>{group.name}</Link>
        </Name>
        <Stack direction="row" gap={2} wrap align="center">
          <Badge variant="info">{GROUP_TOPIC_LABELS[group.topic]}</Badge>
          <Text tone="muted" style={{ overflowWrap: 'anywhere' }}>
            {group.city} · {count(group.memberCount, 'member', 'members')} · {count(group.postCount, 'post', 'posts')}
          </Text>
        </Stack>
        {signedIn && (
          <Stack direction="row" gap={2} align="center" wrap>
            <MembershipButton group={group} />
            {group.moderator && <Text tone="muted">You moderate this group</Text>}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
