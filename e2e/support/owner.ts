import type { Page } from '@playwright/test';
import { createVerifiedAccount, signIn, type TestAccount } from './accounts';
import { ok } from './api';

/** A new pet owner, Sam Rivera in Bengaluru, with one pet, Bella the beagle, signed in in the page's context. */
export async function signedInOwner(page: Page, prefix = 'owner-e2e'): Promise<TestAccount> {
  const account = await createVerifiedAccount(page.request, prefix);
  await signIn(page.request, account);
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName: 'Sam Rivera', phoneNumber: '+91 91234 56789', location: 'Bengaluru' },
    }),
  );
  await ok(
    await page.request.post('/api/auth/pets', {
      data: { name: 'Bella', breed: 'Beagle', species: 'dog', sizeLbs: 22 },
    }),
  );
  return account;
}
