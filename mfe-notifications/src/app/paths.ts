export const paths = {
  petReports: '/pet-reports/*',
  petReport: '/pet-report/:reportId',
} as const;
