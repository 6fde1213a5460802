import type {
  AdminOrder,
  AdminProvider,
  AdminReportsPage,
  AdminUsersPage,
  AuditEntry,
  FlagQueue,
  ImageRef,
  MessageFlagExcerpt,
  MessageFlagRow,
} from '@petpal/contracts';

/** Dashboard fixtures for tests and stories: a page of any list, and one of each row. */
export const pageOf = <T>(items: T[], total = items.length, page = 1) => ({ items, page, pageSize: 20, total });

export const ADMIN = { admin: { email: 'root@petpal.example' } };
export const NO_ADMIN = { admin: null };

export const user = (over: Partial<AdminUsersPage['items'][number]> = {}): AdminUsersPage['items'][number] => ({
  id: '64b000000000000000000001',
  email: 'priya@example.com',
  role: 'pet_owner',
  fullName: 'Priya Sharma',
  createdAt: '2026-11-01T09:00:00.000Z',
  suspended: null,
  ...over,
});

export const provider = (over: Partial<AdminProvider> = {}): AdminProvider => ({
  id: '64b000000000000000000011',
  userId: '64b000000000000000000012',
  role: 'veterinary_doctor',
  fullName: 'Dr Asha Rao',
  email: 'asha@example.com',
  licenseId: 'MH-VET-1042',
  businessName: null,
  taxId: null,
  yearsExperience: null,
  idCheck: null,
  missing: [],
  status: 'pending',
  reason: null,
  submittedAt: '2026-11-02T10:00:00.000Z',
  decidedAt: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  suspended: null,
  ...over,
});

export const flagged = (over: Partial<FlagQueue['items'][number]['post']> = {}): FlagQueue['items'][number] => ({
  post: {
    id: '64b000000000000000000021',
    groupId: '64b000000000000000000022',
    groupName: 'Pune Walkers',
    author: { id: '64b000000000000000000023', name: 'Ravi K.' },
    title: 'Buy my stuff',
    body: 'Cheap leashes, DM me!',
    photos: [],
    likeCount: 0,
    commentCount: 0,
    likedByMe: false,
    createdAt: '2026-11-03T09:00:00.000Z',
    editedAt: null,
    hidden: true,
    can: { edit: false, delete: false, comment: false, like: false, flag: false },
    ...over,
  },
  flagCount: 3,
  flags: [
    { reason: 'spam', note: 'Selling things.', createdAt: '2026-11-03T10:00:00.000Z' },
    { reason: 'spam', note: '', createdAt: '2026-11-03T11:00:00.000Z' },
  ],
});

export const report = (over: Partial<AdminReportsPage['items'][number]> = {}): AdminReportsPage['items'][number] => ({
  id: '64b000000000000000000031',
  userId: '64b000000000000000000032',
  reporterName: 'Meera Joshi',
  status: 'lost',
  petName: 'Bruno',
  description: 'Brown labrador, red collar.',
  locationAddress: 'Koregaon Park, Pune',
  isActive: true,
  createdAt: '2026-11-04T09:00:00.000Z',
  ...over,
});

export const order = (over: Partial<AdminOrder['order']> = {}, nextStatuses: AdminOrder['nextStatuses'] = []) => {
  const money = (amountMinor: number) => ({ amountMinor, currency: 'INR' as const });
  const item: AdminOrder = {
    order: {
      id: '64b000000000000000000041',
      status: 'placed',
      lines: [
        {
          productId: '64b000000000000000000042',
          slug: 'rope-toy',
          name: 'Rope toy',
          unitPrice: money(25_000),
          quantity: 2,
          lineTotal: money(50_000),
          prescriptionRequired: false,
        },
      ],
      currency: 'INR',
      total: money(50_000),
      shippingAddress: {
        name: 'Priya Sharma',
        line1: '12 Carter Road',
        line2: '',
        city: 'Mumbai',
        postcode: '400050',
        country: 'India',
        phone: '+91 98765 43210',
      },
      paymentMethodLabel: 'Visa •••• 4242',
      refundStatus: null,
      createdAt: '2026-11-05T09:00:00.000Z',
      updatedAt: '2026-11-05T09:00:00.000Z',
      ...over,
    },
    userId: '64b000000000000000000043',
    userEmail: 'priya@example.com',
    nextStatuses,
  };
  return item;
};

export const auditEntry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '64b000000000000000000051',
  adminId: '64b000000000000000000052',
  adminEmail: 'root@petpal.example',
  action: 'provider.verify',
  targetType: 'provider',
  targetId: '64b000000000000000000011',
  reason: 'License checked with the state council.',
  before: { status: 'unverified' },
  after: { status: 'verified' },
  at: '2026-11-06T09:00:00.000Z',
  requestId: 'req-1',
  ...over,
});

const OWNER = { userId: '64b000000000000000000031', name: 'Priya S.', role: 'owner', providerKind: null } as const;
const SITTER = {
  userId: '64b000000000000000000032',
  name: 'Nisha Rao',
  role: 'provider',
  providerKind: 'sitter',
} as const;

/** A sitter's message the owner reported (open). */
export const reportedMessage = (over: Partial<MessageFlagRow> = {}): MessageFlagRow => ({
  messageId: '64b000000000000000000033',
  conversationId: '64b000000000000000000034',
  status: 'open',
  reportCount: 1,
  lastReportedAt: '2026-11-28T10:05:00.000Z',
  reports: [
    { reason: 'spam', note: 'Asks for cash.', reportedAt: '2026-11-28T10:05:00.000Z', reporterName: 'Priya S.' },
  ],
  message: {
    id: '64b000000000000000000033',
    senderId: SITTER.userId,
    text: 'Pay me in cash, it is cheaper',
    createdAt: '2026-11-28T10:00:00.000Z',
    hidden: false,
    photos: [],
  },
  sender: SITTER,
  ...over,
});

/** The conversation around `reportedMessage()`. */
export const messageExcerpt = (): MessageFlagExcerpt => ({
  messageId: '64b000000000000000000033',
  conversationId: '64b000000000000000000034',
  members: [OWNER, SITTER],
  messages: [
    {
      id: '64b000000000000000000035',
      senderId: OWNER.userId,
      text: 'Can you walk Bella on Friday?',
      createdAt: '2026-11-28T09:55:00.000Z',
      hidden: false,
      photos: [],
    },
    reportedMessage().message,
    {
      id: '64b000000000000000000036',
      senderId: OWNER.userId,
      text: 'I will pay through PetPal.',
      createdAt: '2026-11-28T10:02:00.000Z',
      hidden: false,
      photos: [],
    },
  ],
});

/** A stored photo as a message carries it (decision 098). */
export const messagePhoto = (id = 'AbCdEfGhIjKlMnOpQrStUv'): ImageRef => ({
  id,
  width: 1280,
  height: 960,
  widths: [320, 640, 1280],
});
