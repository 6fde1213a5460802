/**
 * Who can sign in at the local provider: the same people for "Google" and "Facebook". The login page's
 * development interaction makes what was typed the account id, so the OpenID `sub` is the demo email
 * (real providers use opaque ids; PetPal never reads meaning into `sub`).
 */
export interface DemoAccount {
  email: string;
  name: string;
  /** Ben's provider does not vouch for his email, so PetPal never links him to an existing account. */
  emailVerified: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'ana@petpal.demo', name: 'Ana Demo', emailVerified: true },
  { email: 'ben@petpal.demo', name: 'Ben Demo', emailVerified: false },
  { email: 'chloe@petpal.demo', name: 'Chloe Demo', emailVerified: true },
];

/** The demo account whose email was typed on the login page (exactly, so each person has one `sub`). */
export function findDemoAccount(login: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.email === login);
}
