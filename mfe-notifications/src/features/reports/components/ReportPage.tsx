import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useParams, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  Alert,
  ApiError,
  Badge,
  Heading,
  LoadingLine,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  StatusBadge,
  usePageTitle,
  timeAgo,
} from '@petpal/design-system';
import type { PetReport } from '@petpal/contracts';
import { useReport } from '../api/get-report';
import { petNameOf, reportTexts } from '../report-format';
import { CommentsSection } from './CommentsSection';
import { MessagesSection } from './MessagesSection';
import { ReportActions } from './ReportActions';
import { ReportMap } from './ReportMap';
import { ReportPhoto } from './ReportPhoto';

const Page = styled.div`
  ${({ theme }) => css`
    max-width: 64rem;
    margin: 0 auto;
    padding: ${theme.spacing[10]} ${theme.spacing[4]};
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[8]};
    ${theme.media.mobile} {
      padding-top: ${theme.spacing[6]};
      padding-bottom: ${theme.spacing[6]};
    }
  `}
`;

const Top = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${theme.spacing[6]};
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

const Title = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[3]};
  `}
`;

const Facts = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
    margin: 0;
    dt {
      color: ${theme.colors.textMuted};
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `}
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const NOT_FOUND_STATUSES = [400, 404];

function ReportDetails({
  report,
  signedIn,
  openMessages,
}: {
  report: PetReport;
  signedIn: boolean;
  openMessages: boolean;
}) {
  const name = petNameOf(report);
  const [messagesOpen, setMessagesOpen] = useState(openMessages && signedIn);
  const messages = useRef<HTMLDivElement>(null);
  usePageTitle(`${report.status === 'lost' ? 'Lost' : 'Found'}: ${name}`);

  // The session may be known only after the report: ?openMessages=true opens them once it is.
  useEffect(() => {
    if (openMessages && signedIn) setMessagesOpen(true);
  }, [openMessages, signedIn]);

  useEffect(() => {
    if (messagesOpen) messages.current?.scrollIntoView?.({ block: 'start' });
  }, [messagesOpen]);

  return (
    <>
      <Top>
        <ReportPhoto report={report} name={name} large />
        <Stack gap={4}>
          <Title>
            <StatusBadge status={report.status} />
            <Heading level={1}>{name}</Heading>
            {!report.isActive && <Badge variant="info">{reportTexts.reunited}</Badge>}
          </Title>
          <Description>{report.description}</Description>
          <Facts>
            {report.locationAddress && (
              <>
                <dt>{report.status === 'lost' ? 'Last seen near' : 'Found near'}</dt>
                <dd>{report.locationAddress}</dd>
              </>
            )}
            <dt>Reported</dt>
            <dd>
              <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time> by{' '}
              {report.isMine ? 'you' : report.reporterName}
            </dd>
            <dt>Seen</dt>
            <dd>{report.seenCount === 1 ? '1 time' : `${report.seenCount} times`}</dd>
          </Facts>
          <ReportActions report={report} signedIn={signedIn} onOpenMessages={() => setMessagesOpen(true)} />
        </Stack>
      </Top>
      {report.point && <ReportMap report={report} point={report.point} name={name} />}
      {messagesOpen && (
        <div ref={messages}>
          <MessagesSection report={report} />
        </div>
      )}
      <CommentsSection report={report} signedIn={signedIn} />
    </>
  );
}

/** /pet-reports/:id and /pet-report/:reportId (`?openMessages=true` opens the messages): one report. */
export function ReportPage() {
  const params = useParams();
  const id = params.id ?? params.reportId ?? '';
  const [search] = useSearchParams();
  const user = useAtomValue(sessionUserAtom);
  const report = useReport(id);
  const notFound = report.error instanceof ApiError && NOT_FOUND_STATUSES.includes(report.error.status);

  return (
    <Page>
      <div>
        <RouterButtonLink to="/pet-reports" variant="link" size="sm">
          All pet reports
        </RouterButtonLink>
      </div>
      {report.isPending && <LoadingLine message="Loading the report..." />}
      {/* Until a report names the page (its pet), the page is still a pet report's. */}
      {!report.data && !report.isPending && <Heading level={1}>Pet Report</Heading>}
      {notFound && <Alert variant="warning">{reportTexts.reportNotFound}</Alert>}
      {report.isError && !notFound && (
        <RetryAlert message={reportTexts.reportLoadFailed} onRetry={() => void report.refetch()} />
      )}
      {report.data && (
        <ReportDetails
          key={report.data.report.id}
          report={report.data.report}
          signedIn={Boolean(user)}
          openMessages={search.get('openMessages') === 'true'}
        />
      )}
    </Page>
  );
}
