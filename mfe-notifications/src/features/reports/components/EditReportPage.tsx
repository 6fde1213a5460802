import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, LoadingLine, PageFrame, RetryAlert, apiFieldErrors, type FieldErrors } from '@petpal/design-system';
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
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
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
          serverErrors={serverErrors}
          cancelTo={reportPagePath(id)}
          onSubmit={(values) => {
            if (values.mode !== 'edit') return;
            setServerErrors({});
            update.mutate(values.patch, {
              onSuccess: () => void navigate(reportPagePath(id)),
              onError: (error) => setServerErrors(apiFieldErrors(error, reportTexts.saveFailed)),
            });
          }}
        />
      )}
    </PageFrame>
  );
}
