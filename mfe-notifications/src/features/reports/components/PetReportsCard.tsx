import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import {
  ButtonLink,
  Card,
  CardBody,
  CardTitle,
  EmptyState,
  LoadingLine,
  sessionUserAtom,
  StatusBadge,
  timeAgo,
} from '@petpal/design-system';
import { useReportFeed } from '../../../lib/report-feed';
import { ColumnList } from '../../../ui/ColumnList';
import { petNameOf, reportPagePath, reportTexts } from '../report-format';

/** How many of the newest reports the dashboard card shows. */
export const CARD_REPORTS = 3;

const List = styled(ColumnList).attrs({ as: 'ul' })`
  ${({ theme }) => css`
    a {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.spacing[2]};
      color: ${theme.colors.text};
      font-weight: ${theme.fontWeights.medium};
    }
    span {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }
  `}
`;

/**
 * The dashboard's card (a parcel, without a router: plain links, which the shell turns into in-page
 * navigation): the newest lost and found reports of others, and the way to all of them.
 */
export function PetReportsCard() {
  const user = useAtomValue(sessionUserAtom);
  const feed = useReportFeed(user === undefined ? undefined : (user?.id ?? ''));
  const reports = feed.data?.reports.slice(0, CARD_REPORTS) ?? [];
  return (
    <Card data-remote="mfe-notifications">
      <CardTitle>Lost and found pets</CardTitle>
      <CardBody>
        {feed.isPending && <LoadingLine message="Loading pet reports..." />}
        {!feed.isPending && reports.length === 0 && (
          <EmptyState
            title="No active pet reports"
            description={
              feed.isError ? reportTexts.feedLoadFailed : 'Lost and found pet reports from your area will show here.'
            }
          />
        )}
        {reports.length > 0 && (
          <List aria-label="Newest pet reports">
            {reports.map((report) => (
              <li key={report.id}>
                <a href={reportPagePath(report.id)}>
                  <StatusBadge status={report.status} />
                  {petNameOf(report)}
                </a>
                <span>
                  {report.locationAddress ? `${report.locationAddress} · ` : ''}
                  {timeAgo(report.createdAt)}
                </span>
              </li>
            ))}
          </List>
        )}
      </CardBody>
      <div>
        <ButtonLink href="/pet-reports" variant="outline" size="sm">
          View Pet Reports
        </ButtonLink>
      </div>
    </Card>
  );
}
