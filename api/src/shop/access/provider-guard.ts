import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import type { AuthFacade } from '../../auth';
import type { ProviderRole } from '@petpal/contracts';
import type { AppError } from '../../errors';

/**
 * Provider-only shop routes (the pharmacy queue, suppliers' products): auth's one guard (docs/decisions/052).
 * 401 guest, `mismatch()` for another role, 403 while the provider is pending, rejected or suspended.
 */
export function requireVerified(
  providers: Pick<AuthFacade['providers'], 'requireVerified'>,
  role: ProviderRole,
  mismatch: () => AppError,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await providers.requireVerified(c.get('user'), role, mismatch);
    await next();
  };
}
