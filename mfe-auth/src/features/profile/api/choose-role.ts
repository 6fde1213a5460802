import { useMutation } from '@tanstack/react-query';
import { RoleUpdated, type StoredRole } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function chooseRole(role: StoredRole) {
  return apiFetch('/api/auth/role', RoleUpdated, { method: 'PUT', body: { role } });
}

/** Stores the role on the account; answers the updated session user. */
export function useChooseRole() {
  return useMutation({ mutationFn: chooseRole });
}
