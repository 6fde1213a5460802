import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { visit } from '../support/visit';
import { ok } from '../support/api';

// Two owners, two browsers, several pages each.
test.describe.configure({ timeout: 120_000 });

const MESSAGE = 'Fetch on Saturday? <img src=x onerror="window.__xss = 1"> Bring a ball!';

/**
 * A browser of the test's project (desktop or phone) standing at `position`, where no script may run: a
 * dialog would show that an owner's text ran as HTML.
 */
async function browserAt(browser: Browser, position: { latitude: number; longitude: number }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
    geolocation: position,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`an owner's text ran script: ${dialog.message()}`);
  });
  return { context, page };
}

/** A pet owner with a profile and one dog, signed in in the page's context. */
async function ownerWithDog(page: Page, fullName: string, dog: string) {
  await signIn(page.request, await createVerifiedAccount(page.request, 'playdate-e2e'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName, phoneNumber: '+91 91234 56789', location: 'Mumbai' },
    }),
  );
  await ok(
    await page.request.post('/api/auth/pets', { data: { name: dog, breed: 'Beagle', species: 'dog', sizeLbs: 30 } }),
  );
}

/** Lists the owner's dog at the browser's position, named `area` for others. */
async function listDog(page: Page, dog: string, area: string) {
  const list = page.getByRole('button', { name: `List ${dog} for playdates` });
  await visit(page, '/pawfectmatch?tab=pets', list);
  await list.click();
  const form = page.getByRole('form', { name: `Playdate listing for ${dog}` });
  await form.getByRole('radio', { name: 'High', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Fetch' }).check();
  await form.getByRole('checkbox', { name: `${dog} is vaccinated (core vaccines up to date)` }).check();
  await form.getByRole('button', { name: 'Use my current location' }).click();
  await expect(form.getByText(/^Position set/)).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('Neighbourhood (optional)').fill(area);
  await page.getByRole('button', { name: 'List for playdates', exact: true }).click();
  await expect(page.getByRole('button', { name: `Edit listing for ${dog}` })).toBeVisible();
}

const noScriptRan = async (page: Page) =>
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

test('a guest reads what PawfectMatch is and is asked to log in', async ({ page }) => {
  await visit(page, '/pawfectmatch', page.getByRole('heading', { name: 'How it works' }));
  await expect(page.getByText('Only vaccinated dogs are suggested and can send requests.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('two owners list their dogs nearby; one asks for a playdate, the other accepts, and both see the meeting place', async ({
  browser,
}) => {
  // A spot of ocean of this run and project alone: nobody else's dogs are near it.
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const spot = { latitude: -40 + Math.random() * 10, longitude: -120 + Math.random() * 20 };
  const rex = `Rex ${suffix}`;
  const luna = `Luna ${suffix}`;
  const place = `Seaside park gate ${suffix}`;
  const a = await browserAt(browser, spot);
  const b = await browserAt(browser, { latitude: spot.latitude + 0.01, longitude: spot.longitude });
  try {
    await ownerWithDog(a.page, 'Asha Kulkarni', rex);
    await ownerWithDog(b.page, 'Ravi Menon', luna);
    await listDog(a.page, rex, `Harbour ${suffix}`);
    await listDog(b.page, luna, `Lighthouse ${suffix}`);

    // B finds A's dog among the suggestions: its area and a rounded distance, never a position.
    await b.page.getByRole('tab', { name: 'Suggestions' }).click();
    const card = b.page.getByRole('article', { name: rex });
    await expect(card).toBeVisible();
    await expect(card.getByText(`1 km away · Harbour ${suffix}`)).toBeVisible();
    await card.getByRole('button', { name: `Request a playdate with ${rex}` }).click();
    const form = b.page.getByRole('form', { name: `Playdate request to ${rex}` });
    await form.getByLabel('Meeting place').fill(place);
    await form.getByLabel(`Message to ${rex}’s owner`).fill(MESSAGE);
    await b.page.getByRole('button', { name: 'Send request' }).click();
    await expect(b.page.getByText('Playdate request sent.')).toBeVisible();
    await expect(card).toBeHidden();

    // A sees the request (the message as text, the place still hidden) and accepts it.
    await a.page.getByRole('tab', { name: /^Requests/ }).click();
    const incoming = a.page
      .getByRole('list', { name: 'Waiting for your answer' })
      .getByRole('article', { name: `Playdate: ${rex} and ${luna}` });
    await expect(incoming).toBeVisible({ timeout: 15_000 });
    await expect(incoming.getByText(MESSAGE)).toBeVisible();
    await expect(incoming.getByText('The meeting place is shared with you when you accept.')).toBeVisible();
    await expect(a.page.getByText(place)).toHaveCount(0);
    await noScriptRan(a.page);
    await incoming.getByRole('button', { name: 'Accept' }).click();
    const agreedForA = a.page
      .getByRole('list', { name: 'Agreed playdates' })
      .getByRole('article', { name: `Playdate: ${rex} and ${luna}` });
    await expect(agreedForA.getByText(place)).toBeVisible();
    await expect(agreedForA.getByText(`You are meeting Ravi, ${luna}’s owner. They know you as Asha.`)).toBeVisible();

    // B's request is agreed too, with the same place and A's first name.
    const agreedForB = b.page
      .getByRole('list', { name: 'Agreed playdates' })
      .getByRole('article', { name: `Playdate: ${luna} and ${rex}` });
    await visit(b.page, '/pawfectmatch?tab=requests', agreedForB);
    await expect(agreedForB.getByText(place)).toBeVisible();
    await expect(agreedForB.getByText(`You are meeting Asha, ${rex}’s owner. They know you as Ravi.`)).toBeVisible();
    await noScriptRan(b.page);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
