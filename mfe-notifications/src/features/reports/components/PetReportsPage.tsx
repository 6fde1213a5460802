import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import {
  EmptyState,
  Heading,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Skeleton,
  Text,
  Columns,
} from '@petpal/design-system';
import { useReportFeed } from '../../../lib/report-feed';
import { Section } from '../../../ui/Section';
import { useMyReports } from '../api/get-my-reports';
import { reportTexts } from '../report-format';
import { LazyAlertSettingsCard } from './LazyAlertSettingsCard';
import { ReportList } from './ReportCard';
import { ReportsMap } from './ReportsMap';

/** The feed map's box; a skeleton of this height holds the feed's place while it loads. */
const FEED_MAP_HEIGHT = '16rem';

const Aside = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[8]};
    min-width: 0;
  `}
`;

/** The user's own reports, active and resolved. */
function MyReports({ userId }: { userId: string }) {
  const mine = useMyReports(userId);
  return (
    <Section aria-labelledby="my-reports-heading">
      <Heading level={2} id="my-reports-heading">
        My Reports
      </Heading>
      {mine.isPending && <LoadingLine message="Loading your reports..." />}
      {mine.isError && <RetryAlert message={reportTexts.feedLoadFailed} onRetry={() => void mine.refetch()} />}
      {mine.data?.reports.length === 0 && <Text tone="muted">{reportTexts.noOwnReports}</Text>}
      {mine.data && mine.data.reports.length > 0 && <ReportList reports={mine.data.reports} label="My reports" />}
    </Section>
  );
}

/** /pet-reports: other users' active reports, Report a Pet, the user's own reports and their nearby alerts. */
export function PetReportsPage() {
  const user = useAtomValue(sessionUserAtom);
  const feed = useReportFeed(user === undefined ? undefined : (user?.id ?? ''));

  return (
    <PageFrame
      title="Pet Reports"
      intro="Lost and found pets reported by people around you."
      actions={<RouterButtonLink to={user === null ? '/login' : '/pet-reports/create'}>Report a Pet</RouterButtonLink>}
    >
      <Columns>
        <Section aria-labelledby="recent-reports-heading">
          <Heading level={2} id="recent-reports-heading">
            Recent Reports
          </Heading>
          {(user === undefined || feed.isPending) && (
            <>
              <LoadingLine message="Loading pet reports..." />
              <Skeleton height={FEED_MAP_HEIGHT} radius="md" />
            </>
          )}
          {feed.isError && <RetryAlert message={reportTexts.feedLoadFailed} onRetry={() => void feed.refetch()} />}
          {feed.data?.reports.length === 0 && (
            <EmptyState title={reportTexts.noReports} description={reportTexts.noReportsHint} />
          )}
          {/* The list first, the map after it: the reports are what the first screen shows, and the map (Leaflet
              and its tiles) loads when it comes near the window (decision 102). The list is the keyboard's way. */}
          {feed.data && feed.data.reports.length > 0 && (
            <>
              <ReportList reports={feed.data.reports} label="Recent reports" />
              <ReportsMap reports={feed.data.reports} height={FEED_MAP_HEIGHT} />
            </>
          )}
        </Section>
        {user && (
          <Aside>
            <MyReports userId={user.id} />
            <LazyAlertSettingsCard userId={user.id} />
          </Aside>
        )}
      </Columns>
    </PageFrame>
  );
}
