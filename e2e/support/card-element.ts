import type { FrameLocator, Page } from '@playwright/test';

/** The payment provider's card element: an iframe on the payment stand-in's origin (decision 051). */
export const cardElement = (page: Page): FrameLocator => page.frameLocator('iframe[title="Secure card entry"]');

/** Types a card into the provider's element, as a customer would; nothing of it is typed into a PetPal page. */
export async function typeCard(
  page: Page,
  number: string,
  { expiry = '12/34', cvc = '123', name = 'Sam Rivera' } = {},
) {
  const frame = cardElement(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill(expiry);
  await frame.getByLabel('CVC').fill(cvc);
  await frame.getByLabel('Name on card').fill(name);
}
