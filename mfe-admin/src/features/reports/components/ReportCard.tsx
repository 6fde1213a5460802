import { useState } from 'react';
import { adminMessages, type AdminReportsPage } from '@petpal/contracts';
import { Badge, Button, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { formatWhen } from '../../../lib/format';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { Details, RowActions, RowCard } from '../../../ui/RowCard';
import { useDeactivateReport } from '../api/reports';

export type AdminReport = AdminReportsPage['items'][number];

/** One report: the pet, where, who reported it; Deactivate after a confirmation with the reason. */
export function ReportCard({ report }: { report: AdminReport }) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivateReport();

  function close() {
    setConfirming(false);
    deactivate.reset();
  }

  return (
    <RowCard>
      <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
        <Heading level={3}>
          {report.petName} ({report.status})
        </Heading>
        <Badge variant={report.isActive ? 'info' : 'neutral'}>{report.isActive ? 'Active' : 'Inactive'}</Badge>
      </Stack>
      <Text>{report.description}</Text>
      <Details>
        <div>
          <dt>Where</dt>
          <dd>{report.locationAddress}</dd>
        </div>
        <div>
          <dt>Reported by</dt>
          <dd>{report.reporterName}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{formatWhen(report.createdAt)}</dd>
        </div>
      </Details>
      {report.isActive ? (
        <RowActions>
          <Button size="sm" variant="destructive" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        </RowActions>
      ) : null}
      {confirming ? (
        <ReasonDialog
          open
          title={`Deactivate the report for ${report.petName}?`}
          description="It leaves the lost and found feed, and the reporter is told why."
          requiredMessage={adminMessages.reasonRequired}
          confirmLabel="Deactivate"
          destructive
          pending={deactivate.isPending}
          error={deactivate.error?.message ?? null}
          onConfirm={(reason) =>
            deactivate.mutate(
              { id: report.id, input: { reason } },
              {
                onSuccess: () => {
                  toast({ title: `The report for ${report.petName} is inactive.`, variant: 'success' });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
    </RowCard>
  );
}
