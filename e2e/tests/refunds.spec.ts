import { expect, test } from '@playwright/test';
import { emailedLink } from '../support/accounts';
import { ok } from '../support/api';
import { ownerWithOrder } from '../support/shop';
import { settle, visit } from '../support/visit';

// A sign-up, an order and three remotes (shop, notifications, the mailbox), each loaded cold.
test.describe.configure({ timeout: 120_000 });

interface OutboxItem {
  subject: string;
  text: string;
}

test('an owner cancels an order, sees it Refunded with the amount, gets the receipt and the bell says so', async ({
  page,
}) => {
  const orderId = await ownerWithOrder(page.request, { prescription: false });
  const { user } = (await (await ok(await page.request.get('/api/auth/session'))).json()) as {
    user: { email: string };
  };
  const { order } = (await (await ok(await page.request.get(`/api/shop/orders/${orderId}`))).json()) as {
    order: { total: { amountMinor: number } };
  };
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    order.total.amountMinor / 100,
  );
  const number = `#${orderId.slice(-8).toUpperCase()}`;

  // The orders page: cancel, confirm, and the order reads Refunded with the amount.
  await visit(page, '/pharmas-orders', page.getByRole('article', { name: `Order ${number}` }));
  const item = page.getByRole('article', { name: `Order ${number}` });
  await item.getByRole('button', { name: `Cancel order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(item).toContainText('Cancelled');
  await expect(item.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(item).toContainText(`${amount} back to Visa •••• 4242`);

  // The refund receipt is in the outbox, with the lines, the total and the order's link, which opens it.
  let refundMail: OutboxItem | undefined;
  await expect
    .poll(async () => {
      // A dropped connection (the proxy's keep-alive race) is asked again, as a reload would.
      const answer = await page.request
        .get(`/api/dev/outbox?${new URLSearchParams({ to: user.email })}`)
        .catch(() => null);
      if (!answer) return [];
      const res = await ok(answer);
      const { items } = (await res.json()) as { items: OutboxItem[] };
      refundMail = items.find((mail) => mail.subject.startsWith('Refund of your PetPal order'));
      return items.map((mail) => mail.subject.replace(/ [0-9A-F]{8}$/, ''));
    })
    .toEqual(expect.arrayContaining(['Refund of your PetPal order', 'Your PetPal order']));
  expect(refundMail!.text).toContain(`Total refunded: ${amount}`);
  expect(refundMail!.text).toMatch(/^- .+ × 1: /m);
  const link = await emailedLink(page.request, user.email, `/order-confirmation/${orderId}`);
  await visit(page, link, page.getByRole('region', { name: `Order ${number}` }));
  const summary = page.getByRole('region', { name: `Order ${number}` });
  await expect(summary.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(summary).toContainText(amount);

  // The bell has the status changes; the refund opens the order.
  const bell = page.getByRole('button', { name: /^Notifications(, (\d+|99\+) unread)?$/ });
  await settle(page, bell);
  await bell.click();
  const panel = page.getByRole('group', { name: 'Notifications' });
  const refunded = panel.getByRole('link', { name: /Order refunded/ });
  await expect(refunded).toContainText(`${amount} is on its way back to you.`);
  await expect(panel.getByRole('link', { name: /Order cancelled/ })).toBeVisible();
  await refunded.click();
  await expect(page).toHaveURL(`/order-confirmation/${orderId}`);
  await expect(page.getByRole('region', { name: `Order ${number}` })).toContainText('Refunded');

  // The money adds up over everything the suite has done so far (a checkout between its charge and its
  // order is briefly off by that charge, so this waits for it to settle).
  await expect
    .poll(
      async () => {
        const res = await ok(await page.request.get('/api/dev/ledger'));
        return ((await res.json()) as { problems: string[] }).problems;
      },
      { timeout: 20_000, message: 'charges minus refunds equal what orders and appointments say was paid' },
    )
    .toEqual([]);
});
