import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  LoadingLine,
  locationAtom,
  PageFrame,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  apiFieldErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { useCreateReport } from '../api/create-report';
import { reportPagePath, reportTexts } from '../report-format';
import { ReportForm } from './ReportForm';

/** /pet-reports/create: post a lost or found pet; the address starts from the resolved location. */
export function CreateReportPage() {
  const user = useAtomValue(sessionUserAtom);
  const location = useAtomValue(locationAtom);
  const navigate = useNavigate();
  const create = useCreateReport();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const defaultAddress = location.loading || location.error ? '' : location.displayText;

  return (
    <PageFrame title="Report a Pet" intro="Tell neighbours about a pet you lost or found. People nearby are alerted.">
      {user === undefined && <LoadingLine message="Loading..." />}
      {user === null && (
        <Stack gap={3} align="flex-start">
          <Text>Log in to report a lost or found pet.</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      )}
      {user && (
        <ReportForm
          defaultAddress={defaultAddress}
          submitLabel="Post Report"
          pending={create.isPending}
          serverErrors={serverErrors}
          cancelTo="/pet-reports"
          onSubmit={(values) => {
            if (values.mode !== 'create') return;
            setServerErrors({});
            create.mutate(values.input, {
              onSuccess: ({ report }) => void navigate(reportPagePath(report.id)),
              onError: (error) => setServerErrors(apiFieldErrors(error, reportTexts.saveFailed)),
            });
          }}
        />
      )}
    </PageFrame>
  );
}
