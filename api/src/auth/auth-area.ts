import type { AppDeps } from '../app-env';
import { createMailer, type Mailer } from '../lib/mailer';
import { createPaymentProvider, type PaymentProvider } from '../payments';
import type { DataPort } from '../data/port';
import { createImagesService, type ImagesService } from '../images';
import { createPaymentMethodsRepository } from './payment-methods/payment-methods.repository';
import { createPetsRepository } from './profiles/pets.repository';
import { migrateLegacyPetPhotos } from './profiles/pets.service';
import { createProfilesRepository } from './profiles/profiles.repository';
import { dropOutsideProviderPhotos } from './profiles/provider-photos';
import { createEmailTokensRepository } from './accounts/email-tokens.repository';
import { createAdminsRepository } from './admin/admins.repository';
import { createIdentitiesRepository } from './identities/identities.repository';
import { createOidcFlowsRepository } from './oidc/oidc-flows.repository';
import { createPhoneCodesRepository } from './phone/phone-codes.repository';
import { createSessionsRepository } from './sessions/sessions.repository';
import { createUsersRepository } from './users/users.repository';
import { createIdChecksRepository } from './verification/id-checks.repository';
import { createAuthFacade } from './auth-facade';
import { createAuthRoutes } from './auth.routes';
import { loadSession } from './sessions/session.middleware';
import { createSessionsService } from './sessions/sessions.service';

/** The auth area's indexes (idempotent; run at every start, before serving). */
export async function prepareAuthArea(db: DataPort): Promise<void> {
  await createUsersRepository(db).ensureIndexes();
  await createSessionsRepository(db).ensureIndexes();
  await createIdentitiesRepository(db).ensureIndexes();
  await createEmailTokensRepository(db).ensureIndexes();
  await createAdminsRepository(db).ensureIndexes();
  const records = createProfilesRepository(db);
  await records.ensureIndexes();
  await dropOutsideProviderPhotos(records);
  const pets = createPetsRepository(db);
  await pets.ensureIndexes();
  await migrateLegacyPetPhotos(pets, createImagesService(db));
  await createPaymentMethodsRepository(db).ensureIndexes();
  await createPhoneCodesRepository(db).ensureIndexes();
  await createOidcFlowsRepository(db).ensureIndexes();
  await createIdChecksRepository(db).ensureIndexes();
}

/**
 * The auth area's composition root: the session service and the facade other areas use are built once
 * here. `loadSession` runs for every /api request of the process, whichever areas it serves.
 */
export function createAuthArea(
  deps: AppDeps & { mailer?: Mailer; provider?: PaymentProvider; images?: ImagesService },
) {
  const sessions = createSessionsService(deps.db);
  // The app hands in the process's one mailer and provider; a test of another area may leave them out.
  const mailer = deps.mailer ?? createMailer(deps.db, deps.env);
  const provider = deps.provider ?? createPaymentProvider(deps.db, deps.env);
  const images = deps.images ?? createImagesService(deps.db);
  return {
    facade: createAuthFacade(deps.db),
    loadSession: loadSession(sessions),
    routes: () => createAuthRoutes({ ...deps, sessions, mailer, provider, images }),
  };
}

export type AuthArea = ReturnType<typeof createAuthArea>;
