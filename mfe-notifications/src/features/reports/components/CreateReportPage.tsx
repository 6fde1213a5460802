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
} from '@petpal/design-system';
import { useCreateReport } from '../api/create-report';
import { reportPagePath } from '../report-format';
import { ReportForm } from './ReportForm';

/** /pet-reports/create: post a lost or found pet; the address starts from the resolved location. */
export function CreateReportPage() {
  const user = useAtomValue(sessionUserAtom);
  const location = useAtomValue(locationAtom);
  const navigate = useNavigate();
  const create = useCreateReport();
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
          cancelTo="/pet-reports"
          onSubmit={async (values) => {
            if (values.mode !== 'create') return;
            const { report } = await create.mutateAsync(values.input);
            void navigate(reportPagePath(report.id));
          }}
        />
      )}
    </PageFrame>
  );
}
