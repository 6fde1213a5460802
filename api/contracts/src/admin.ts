/** The admin dashboard's API, /api/admin (docs/decisions/042): admins only, every write audited. */
import * as z from 'zod/mini';
import { PetReportStatus } from './notifications';
import { ObjectIdString } from './platform';
import { STORED_ROLES } from './roles';
import { Order, ORDER_STATUSES } from './shop/orders';
import { IdCheck, MissingItem, ProviderRole, Suspension, verificationMessages } from './verification';

export const adminMessages = {
  page: 'Page must be a whole number from 1 to 10000.',
  search: 'Search text must be at most 100 characters.',
  role: `Role must be one of: ${STORED_ROLES.join(', ')}.`,
  providerRole: verificationMessages.providerRole,
  verificationStatus: 'Status must be one of: pending, verified, rejected.',
  decision: 'Decision must be verified or rejected.',
  reason: 'Reason must be at most 500 characters.',
  reasonRequired: 'Please give a reason.',
  rejectionReason: 'Please give a reason for rejecting this provider.',
  licenseRequired: 'A vet needs a license ID on their profile before they can be verified.',
  providerNotFound: 'We could not find this provider.',
  reviewAction: 'Action must be restore or remove.',
  postNotFound: 'We could not find this post.',
  reportNotFound: 'We could not find this report.',
  reportInactive: 'This report is already inactive.',
  active: 'Active must be true or false.',
  auditTarget: 'Target must be a target type, optionally followed by a colon and an id (provider:0123...).',
  adminEmail: 'Admin must be an email address.',
  orderStatus: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
  orderSearch: 'Search by an order number or an email (at most 100 characters).',
  orderNotFound: 'We could not find this order.',
  note: 'Note must be at most 500 characters.',
  messageFlagStatus: 'Status must be open or closed.',
  reportedMessageNotFound: 'We could not find this reported message.',
  messageAlreadyHidden: 'This message is already hidden.',
  messageReportsClosed: 'The reports of this message are already closed.',
} as const;

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

const page = z._default(
  z.pipe(
    z.string({ error: adminMessages.page }).check(z.regex(/^(?:[1-9]\d{0,3}|10000)$/, adminMessages.page)),
    z.transform(Number),
  ),
  1,
);

const reason = z.string({ error: adminMessages.reason }).check(z.trim(), z.maxLength(500, adminMessages.reason));
const requiredReason = z
  .string({ error: adminMessages.reasonRequired })
  .check(z.trim(), z.minLength(1, adminMessages.reasonRequired), z.maxLength(500, adminMessages.reason));

/** An admin's view of an application: 'pending' until a decision (a suspension is the user's, see AdminUser). */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A page of any admin list. */
const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

/** GET /api/admin/users?q=&role=&page= : by email or by the name on any of their profiles. */
export const AdminUsersQuery = z.strictObject({
  q: z.optional(z.string({ error: adminMessages.search }).check(z.trim(), z.maxLength(100, adminMessages.search))),
  role: z.optional(z.enum(STORED_ROLES, { error: adminMessages.role })),
  page,
});
export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  fullName: z.nullable(z.string()),
  createdAt: z.string(),
  suspended: z.nullable(Suspension),
});
export const AdminUsersPage = pageOf(AdminUser);
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;

/**
 * GET /api/admin/providers?role=&status=&q=&page= : the verification queue. Without a role, every provider role
 * (oldest application first); status defaults to pending.
 */
export const AdminProvidersQuery = z.strictObject({
  role: z.optional(ProviderRole),
  status: z._default(z.enum(VERIFICATION_STATUSES, { error: adminMessages.verificationStatus }), 'pending'),
  /** Part of the provider's name, any case. */
  q: z.optional(z.string({ error: adminMessages.search }).check(z.trim(), z.maxLength(100, adminMessages.search))),
  page,
});
export const AdminProvider = z.object({
  id: z.string(),
  userId: z.string(),
  role: ProviderRole,
  fullName: z.string(),
  email: z.nullable(z.string()),
  /** What the applicant sent (null where their role does not ask for it or they have not sent it). */
  licenseId: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  taxId: z.nullable(z.string()),
  yearsExperience: z.nullable(z.number()),
  idCheck: z.nullable(IdCheck),
  /** What the application still lacks (APPLICATION_REQUIREMENTS); it can be verified only when empty. */
  missing: z.array(MissingItem),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.nullable(z.string()),
  /** When the application became complete (null while something is missing). */
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
  suspended: z.nullable(Suspension),
});
export type AdminProvider = z.infer<typeof AdminProvider>;
export const AdminProvidersPage = pageOf(AdminProvider);
export type AdminProvidersPage = z.infer<typeof AdminProvidersPage>;

export const ProviderParams = z.strictObject({ role: ProviderRole, id: ObjectIdString });

/** POST /api/admin/providers/:role/:id/verification: a rejection needs its reason. */
export const VerificationInput = z
  .strictObject({
    decision: z.enum(['verified', 'rejected'], { error: adminMessages.decision }),
    reason: z._default(reason, ''),
  })
  .check(
    z.refine((input) => input.decision !== 'rejected' || input.reason.length > 0, {
      message: adminMessages.rejectionReason,
      path: ['reason'],
    }),
  );
export type VerificationInput = z.input<typeof VerificationInput>;

/** POST /api/admin/flags/:postId/review */
export const PostParams = z.strictObject({ postId: ObjectIdString });
export const AdminReviewInput = z.strictObject({
  action: z.enum(['restore', 'remove'], { error: adminMessages.reviewAction }),
  reason: requiredReason,
});
export type AdminReviewInput = z.input<typeof AdminReviewInput>;

/** GET /api/admin/reports?status=lost|found&active=true|false&page= */
export const AdminReportsQuery = z.strictObject({
  status: z.optional(PetReportStatus),
  active: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: adminMessages.active }),
      z.transform((value) => value === 'true'),
    ),
  ),
  page,
});
export const AdminReport = z.object({
  id: z.string(),
  userId: z.string(),
  reporterName: z.string(),
  status: PetReportStatus,
  petName: z.string(),
  description: z.string(),
  locationAddress: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export const AdminReportsPage = pageOf(AdminReport);
export type AdminReportsPage = z.infer<typeof AdminReportsPage>;

/** POST /api/admin/reports/:id/deactivate */
export const DeactivateReportInput = z.strictObject({ reason: requiredReason });
/** POST /api/admin/message-flags/:messageId/dismiss and .../hide (docs/decisions/099): the admin's note. */
export const MessageModerationInput = z.strictObject({ reason: requiredReason });
export type MessageModerationInput = z.input<typeof MessageModerationInput>;
export type DeactivateReportInput = z.input<typeof DeactivateReportInput>;

/** GET /api/admin/audit?target=<type>[:<id>]&admin=<email>&page= */
export const AuditQuery = z.strictObject({
  target: z.optional(
    z
      .string({ error: adminMessages.auditTarget })
      .check(z.regex(/^[a-z_]{1,40}(?::[a-f0-9]{24})?$/, adminMessages.auditTarget)),
  ),
  admin: z.optional(z.email({ error: adminMessages.adminEmail })),
  page,
});
export const AuditEntry = z.object({
  id: z.string(),
  adminId: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  at: z.string(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

/** What every audited write answers: what was done, to what. */
export const AdminActionDone = z.object({ action: z.string(), targetType: z.string(), targetId: z.string() });
export type AdminActionDone = z.infer<typeof AdminActionDone>;

/** GET /api/admin/orders?status=&q=&page= : q is an order number (its id) or part of the buyer's email or name. */
export const AdminOrdersQuery = z.strictObject({
  status: z.optional(z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus })),
  q: z.optional(
    z.string({ error: adminMessages.orderSearch }).check(z.trim(), z.maxLength(100, adminMessages.orderSearch)),
  ),
  page,
});
/** An order as the dashboard shows it: the buyer's view, who bought it, and the statuses staff may move it to. */
export const AdminOrder = z.object({
  order: Order,
  userId: z.string(),
  userEmail: z.nullable(z.string()),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrdersPage = pageOf(AdminOrder);
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;
export const AdminOrderAnswer = z.object({ order: AdminOrder });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswer>;

/** POST /api/admin/orders/:id/status: only to one of the order's `nextStatuses` (else 409). */
export const OrderStatusInput = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus }),
  note: z._default(z.string({ error: adminMessages.note }).check(z.trim(), z.maxLength(500, adminMessages.note)), ''),
});
export type OrderStatusInput = z.input<typeof OrderStatusInput>;
