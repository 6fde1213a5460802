import type { NotificationItem, NotificationList, PetReport } from '@petpal/contracts';

/** Demo data for tests and stories; ids are 24 hex characters like the API's. */
export const reportId = 'c00000000000000000000001';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function notification(over: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'd00000000000000000000001',
    type: 'pet_report',
    title: 'Lost pet nearby',
    message: 'Bruno was last seen near Cubbon Park.',
    createdAt: minutesAgo(5),
    relatedReportId: reportId,
    metadata: { reportId, petName: 'Bruno', status: 'lost' },
    isRead: false,
    ...over,
  };
}

/** A lost dog, a found cat without a name, a comment (read) and a vet payment notice. */
export const someNotifications: NotificationItem[] = [
  notification(),
  notification({
    id: 'd00000000000000000000002',
    title: 'Found pet reported',
    message: 'A cat was found on MG Road.',
    createdAt: minutesAgo(60),
    metadata: { reportId, petName: '', status: 'found' },
  }),
  notification({
    id: 'd00000000000000000000003',
    type: 'new_comment_on_report',
    title: 'New comment on your report',
    message: 'I think I saw Bruno this morning.',
    createdAt: minutesAgo(180),
    metadata: { reportId, petName: 'Bruno', messagePreview: 'I think I saw Bruno this morning.' },
    isRead: true,
  }),
  notification({
    id: 'd00000000000000000000004',
    type: 'appointment_payment',
    title: 'Payment Successful',
    message: 'Your teleconsultation appointment has been confirmed.',
    createdAt: minutesAgo(60 * 26),
    relatedReportId: null,
    metadata: { appointmentId: 'e00000000000000000000001' },
  }),
];

export function notificationList(
  notifications: NotificationItem[] = someNotifications,
  unreadCount?: number,
  reportItems: NotificationItem[] = [],
): NotificationList {
  const unread = [...notifications, ...reportItems].filter((n) => !n.isRead).length;
  return { notifications, reportItems, unreadCount: unreadCount ?? unread };
}

/** Another user's report as the API lists it in the bell (docs/decisions/075). */
export function reportItem(report: PetReport, isRead = false): NotificationItem {
  const name = report.petName.trim() || (report.status === 'lost' ? 'A lost pet' : 'A found pet');
  return {
    id: `pet-report-${report.id}`,
    type: 'pet_report',
    title: report.status === 'lost' ? 'Lost pet reported' : 'Found pet reported',
    message: report.locationAddress ? `${name} near ${report.locationAddress}` : report.description,
    createdAt: report.createdAt,
    relatedReportId: report.id,
    metadata: { reportId: report.id, petName: report.petName, status: report.status },
    isRead,
  };
}

/** A lost dog reported by someone else 2 hours ago, with a photo. */
export function petReport(over: Partial<PetReport> = {}): PetReport {
  return {
    id: reportId,
    status: 'lost',
    petName: 'Bruno',
    description: 'Brown beagle with a red collar, last seen near the metro station.',
    locationAddress: 'MG Road, Bengaluru',
    point: { lat: 12.976, lng: 77.607 },
    petPictureUrl: null,
    photo: null,
    isActive: true,
    createdAt: minutesAgo(120),
    updatedAt: minutesAgo(120),
    resolvedAt: null,
    reporterName: 'Priya S.',
    isMine: false,
    seenCount: 2,
    commentCount: 1,
    ...over,
  };
}

/** A found cat without a name and a lost parrot, by others; newest first. */
export const someReports: PetReport[] = [
  petReport({
    id: 'c00000000000000000000002',
    status: 'found',
    petName: '',
    description: 'Grey cat with a bell.',
    locationAddress: 'Indiranagar',
    createdAt: minutesAgo(30),
  }),
  petReport({
    id: 'c00000000000000000000003',
    petName: 'Kiwi',
    description: 'Green parrot.',
    createdAt: minutesAgo(90),
  }),
];

/** The two reports above as the bell's unread report items. */
export const someReportItems: NotificationItem[] = someReports.map((report) => reportItem(report));
