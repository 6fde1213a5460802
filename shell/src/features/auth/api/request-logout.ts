import { SignedOut } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function requestLogout() {
  return apiFetch('/api/auth/logout', SignedOut, { method: 'POST' });
}
