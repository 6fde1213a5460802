/**
 * The auth area's public facade: the only module other areas import from auth. Accounts, sessions, role
 * records, pets and saved payment methods stay behind it (no other area touches their collections).
 */
export { createAuthArea, prepareAuthArea, type AuthArea } from './auth-area';
export { createAuthFacade, PUBLIC_NAME_FALLBACK, type AuthFacade } from './auth-facade';
export { readAdminCookie } from './admin/admin-cookie';
export { createAdminBootstrap } from './admin/admin-bootstrap';
export { requireUser } from './sessions/session.middleware';
export {
  createTestSession,
  insertTestCard,
  insertTestPaymentMethod,
  insertTestUser,
  signInTestAdmin,
  signInTestUser,
  TEST_PROVIDER_FIELDS,
  verifyTestProvider,
} from './auth.test-support';
export { toSessionUser, type UserDoc } from './users/users.repository';
export type { ProviderVerification, RoleRecordDoc } from './profiles/profiles.repository';
export type { PetDoc } from './profiles/pets.repository';
export type { PaymentMethodDoc } from './payment-methods/payment-methods.repository';
