import { useNavigate, useParams } from 'react-router-dom';
import { Alert, LoadingLine, PageFrame, RetryAlert } from '@petpal/design-system';
import { useReport } from '../api/get-report';
import { useUpdateReport } from '../api/update-report';
import { reportPagePath, reportTexts } from '../report-format';
import { ReportForm } from './ReportForm';

export const ONLY_REPORTER_EDITS = 'Only the person who posted this report can edit it.';

/** /pet-reports/:id/edit: the reporter changes their report. */
export function EditReportPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const report = useReport(id);
  const update = useUpdateReport(id);
  const current = report.data?.report;

  return (
    <PageFrame title="Edit Pet Report">
      {report.isPending && <LoadingLine message="Loading the report..." />}
      {report.isError && <RetryAlert message={reportTexts.reportLoadFailed} onRetry={() => void report.refetch()} />}
      {current && !current.isMine && <Alert variant="warning">{ONLY_REPORTER_EDITS}</Alert>}
      {current?.isMine && (
        <ReportForm
          report={current}
          submitLabel="Save Changes"
          pending={update.isPending}
          cancelTo={reportPagePath(id)}
          onSubmit={async (values) => {
            if (values.mode !== 'edit') return;
            await update.mutateAsync(values.patch);
            void navigate(reportPagePath(id));
          }}
        />
      )}
    </PageFrame>
  );
}
