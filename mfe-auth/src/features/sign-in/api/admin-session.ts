import { type AdminLoginInput, AdminSession, AdminSignedIn, SignedOut } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export const adminSessionKey = ['admin-session'] as const;

export function getAdminSession() {
  return apiFetch('/api/auth/admin/session', AdminSession);
}

export function adminLogin(input: AdminLoginInput) {
  return apiFetch('/api/auth/admin/login', AdminSignedIn, { body: input });
}

export function adminLogout() {
  return apiFetch('/api/auth/admin/logout', SignedOut, { method: 'POST' });
}
