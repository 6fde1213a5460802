/**
 * Spec section 8: a failed read or write of notifications is only logged; the panel shows no error and
 * keeps what it shows.
 */
export function logNotificationsFailure(action: string, error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.error(`[notifications] ${action} failed`, error);
}
