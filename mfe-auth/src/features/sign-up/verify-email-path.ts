/** /verify-email carrying the address: in the query (survives a reload) and, by the caller, in router state. */
export function verifyEmailPath(email: string): string {
  return `/verify-email?${new URLSearchParams({ email }).toString()}`;
}

/** The address /verify-email was given: router state first, then the `email` query parameter. */
export function emailFromVerifyRoute(state: unknown, params: URLSearchParams): string | null {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return params.get('email');
}
