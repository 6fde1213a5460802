/** Router state with which /reset-password hands over to /login after a successful reset. */
export const passwordUpdatedState = { passwordUpdated: true } as const;

export function isPasswordUpdated(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'passwordUpdated' in state && state.passwordUpdated === true;
}
