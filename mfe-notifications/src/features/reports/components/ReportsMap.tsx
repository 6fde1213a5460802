import { useNavigate } from 'react-router-dom';
import type { PetReport } from '@petpal/contracts';
import { MapView } from '@petpal/design-system';
import { petNameOf, reportPagePath } from '../report-format';

/** The feed's reports that have a map point, as markers; a marker opens its report. The list beside it shows them all. */
export function ReportsMap({ reports, height }: { reports: PetReport[]; height: string }) {
  const navigate = useNavigate();
  const markers = reports.flatMap((report) =>
    report.point
      ? [
          {
            id: report.id,
            label: `${report.status === 'lost' ? 'Lost' : 'Found'}: ${petNameOf(report)}`,
            ...report.point,
            onSelect: () => void navigate(reportPagePath(report.id)),
          },
        ]
      : [],
  );
  return <MapView label="Map of recent pet reports" height={height} markers={markers} />;
}
