/** The routes this remote owns (the shell sends /pet-reports/* and /pet-report/* here). */
export const paths = {
  petReports: '/pet-reports',
  createReport: '/pet-reports/create',
  report: '/pet-reports/:id',
  editReport: '/pet-reports/:id/edit',
  /** The spec's link form (the bell's items): `?openMessages=true` opens the messages. */
  petReport: '/pet-report/:reportId',
} as const;
