/** The routes this remote owns (the shell sends /pet-reports/*, /pet-report/* and /messages/* here). */
export const paths = {
  petReports: '/pet-reports',
  createReport: '/pet-reports/create',
  report: '/pet-reports/:id',
  editReport: '/pet-reports/:id/edit',
  /** The spec's link form (the bell's items): `?openMessages=true` opens the messages. */
  petReport: '/pet-report/:reportId',
  /** The owner-provider inbox (docs/decisions/085). */
  messages: '/messages',
  conversation: '/messages/:conversationId',
} as const;
