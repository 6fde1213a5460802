import type { DataPort } from './data/port';
import type { Area } from './env';
import { createPaymentMethodsRepository } from './auth/payment-methods/payment-methods.repository';
import { createPetsRepository } from './auth/profiles/pets.repository';
import { createProfilesRepository } from './auth/profiles/profiles.repository';
import { createEmailTokensRepository } from './auth/accounts/email-tokens.repository';
import { createAdminsRepository } from './auth/admin/admins.repository';
import { createIdentitiesRepository } from './auth/identities/identities.repository';
import { createOidcFlowsRepository } from './auth/oidc/oidc-flows.repository';
import { createPhoneCodesRepository } from './auth/phone/phone-codes.repository';
import { createSessionsRepository } from './auth/sessions/sessions.repository';
import { ensureIdempotencyIndexes } from './lib/idempotency';
import { createOutboxRepository } from './lib/mailer';
import { ensureRateLimitIndexes } from './lib/rate-limit';
import { createSandboxRepository } from './payments';
import { createSupportRepository } from './support/support.repository';
import { prepareVetArea } from './vet/vet-area';

/** Each area's repository indexes; an area with collections adds itself here. */
const areaIndexes: Partial<Record<Area, (db: DataPort) => Promise<void>>> = {
  auth: async (db) => {
    await createSessionsRepository(db).ensureIndexes();
    await createIdentitiesRepository(db).ensureIndexes();
    await createEmailTokensRepository(db).ensureIndexes();
    await createAdminsRepository(db).ensureIndexes();
    await createProfilesRepository(db).ensureIndexes();
    await createPetsRepository(db).ensureIndexes();
    await createPaymentMethodsRepository(db).ensureIndexes();
    await createSandboxRepository(db).ensureIndexes();
    await createPhoneCodesRepository(db).ensureIndexes();
    await createOidcFlowsRepository(db).ensureIndexes();
  },
  vet: (db) => prepareVetArea(db),
  support: (db) => createSupportRepository(db).ensureIndexes(),
};

/** Creates platform and area indexes (idempotent). Run at start, before serving. */
export async function ensureIndexes(db: DataPort, areas: readonly Area[]): Promise<void> {
  await ensureRateLimitIndexes(db);
  await ensureIdempotencyIndexes(db);
  // Every area may send mail (and SMS) through the outbox.
  await createOutboxRepository(db).ensureIndexes();
  for (const area of areas) await areaIndexes[area]?.(db);
}
