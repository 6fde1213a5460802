import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@petpal/contracts';
import { Badge, Heading, Stack, Text, type BadgeVariant, timeAgo } from '@petpal/design-system';
import { exactTime } from '../../../lib/time';
import { useMyApplications } from '../api/applications';
import { listingHref } from './ListingCard';

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.spacing[2]};
      padding: ${theme.spacing[3]} ${theme.spacing[4]};
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
      overflow-wrap: anywhere;
    }
  `}
`;

export const APPLICATION_VARIANTS = {
  pending: 'info',
  accepted: 'success',
  declined: 'neutral',
} as const satisfies Record<ApplicationStatus, BadgeVariant>;

/** The signed-in visitor's applications, newest first, each opening its listing; nothing until they apply. */
export function MyApplicationsPanel() {
  const mine = useMyApplications(true);
  const applications = mine.data?.applications ?? [];
  if (applications.length === 0) return null;
  return (
    <section aria-labelledby="my-applications-title">
      <Stack gap={3}>
        <Heading level={2} id="my-applications-title">
          Your applications
        </Heading>
        <List>
          {applications.map((application) => (
            <li key={application.id}>
              <Stack gap={1} style={{ minWidth: 0 }}>
                <Link to={listingHref(application.listingId)}>{application.listingTitle}</Link>
                <Text tone="muted">
                  Applied{' '}
                  <time dateTime={application.createdAt} title={exactTime(application.createdAt)}>
                    {timeAgo(application.createdAt)}
                  </time>
                </Text>
              </Stack>
              <Badge variant={APPLICATION_VARIANTS[application.status]}>
                {APPLICATION_STATUS_LABELS[application.status]}
              </Badge>
            </li>
          ))}
        </List>
      </Stack>
    </section>
  );
}
