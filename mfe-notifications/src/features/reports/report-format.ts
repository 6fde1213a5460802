import type { PetReport } from '@petpal/contracts';

/** Spec section 2: an empty pet name shows as Unknown. */
export const petNameOf = (report: Pick<PetReport, 'petName'>) => report.petName.trim() || 'Unknown';

/** Where a report's page is (the spec's /pet-reports/{id}). */
export const reportPagePath = (id: string) => `/pet-reports/${encodeURIComponent(id)}`;

/** Where a report's messages open (the spec's /pet-report/{reportId}?openMessages=true). */
export const reportMessagesPath = (id: string) => `/pet-report/${encodeURIComponent(id)}?openMessages=true`;

/** The flyer is a page the API serves (with its own print stylesheet); it opens in a new tab. */
export const flyerUrl = (id: string) => `/api/notifications/reports/${encodeURIComponent(id)}/flyer`;

/** Texts of the report screens. */
export const reportTexts = {
  feedLoadFailed: 'Failed to load pet reports. Please try again.',
  reportLoadFailed: 'Failed to load this pet report. Please try again.',
  noReports: 'No pet reports nearby',
  noReportsHint: 'Lost and found pets reported by others will show here.',
  noOwnReports: 'You have not reported a pet yet.',
  reportNotFound: 'This pet report could not be found. It may have been removed.',
  saveFailed: 'Failed to save the report. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
  reunited: 'Reunited',
} as const;
