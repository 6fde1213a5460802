import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { signedInOwner } from '../support/owner';

// A sign-up, a pet, several writes and a live bell per journey.
test.describe.configure({ timeout: 90_000 });

/** "Mon 9 Mar" for the local date `days` from today (the screen adds the year only when it differs). */
function dayLabel(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options).format(day);
  const label = `${part({ weekday: 'short' })} ${day.getDate()} ${part({ month: 'short' })}`;
  return day.getFullYear() === now.getFullYear() ? label : `${label} ${day.getFullYear()}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

test('an owner adds a weekly vaccine reminder for a pet, ticks it done, sees the next one and undoes it', async ({
  page,
}) => {
  await signedInOwner(page, 'todo-e2e');
  const add = page.getByRole('button', { name: 'Add vaccine reminder' });
  await visit(page, '/todo', add);
  await expect(page.getByText('Nothing to do yet. Add a task or a vaccine reminder for your pet.')).toBeVisible();

  await add.click();
  const form = page.getByRole('form', { name: 'New vaccine reminder' });
  await form.getByLabel('Vaccine', { exact: true }).selectOption('Rabies');
  await form.getByLabel('Pet (optional)').selectOption({ label: 'Bella' });
  await expect(form.getByLabel('Title')).toHaveValue('Rabies vaccine for Bella');
  await form.getByLabel('Repeat').selectOption('weekly');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();

  const today = page.getByRole('list', { name: 'Today tasks' });
  const reminder = today.getByRole('listitem').filter({ hasText: 'Rabies vaccine for Bella' });
  await expect(reminder).toContainText('Every week');
  await expect(reminder).toContainText('Vaccine: Rabies');
  await expect(reminder).toContainText('Bella');

  // Ticked, it moves to the same day next week; the completion shows under Done.
  await reminder.getByRole('checkbox', { name: 'Rabies vaccine for Bella' }).click();
  await expect(page.getByText(`Done: Rabies vaccine for Bella. Next: ${dayLabel(7)}.`)).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Upcoming tasks' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Rabies vaccine for Bella' })).toContainText(
    dayLabel(7),
  );
  await expect(today).toBeHidden();
  const done = page.getByRole('list', { name: 'Done tasks' });
  await expect(done.getByRole('checkbox', { name: 'Rabies vaccine for Bella' })).toBeChecked();

  // Undo puts it back on today.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(today.getByRole('listitem').filter({ hasText: 'Rabies vaccine for Bella' })).toBeVisible();
  await expect(upcoming).toBeHidden();
  await expect(done).toBeHidden();

  // It stays so after a reload: the server holds it.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Today tasks' }).getByText('Rabies vaccine for Bella')).toBeVisible({
    timeout: 20_000,
  });

  // The dashboard's card shows it among the next tasks.
  const next = page.getByRole('list', { name: 'Next tasks' });
  await visit(page, '/dashboard', next);
  await expect(next.getByRole('listitem').filter({ hasText: 'Rabies vaccine for Bella' })).toContainText('Today');
});

test('a guest is asked to log in', async ({ page }) => {
  const prompt = page.getByText('Log in to keep a to-do list for your pets.');
  await visit(page, '/todo', prompt);
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a task due now brings a reminder to the bell, which opens the to-do list', async ({ page }) => {
  await signedInOwner(page, 'todo-e2e');
  const add = page.getByRole('button', { name: 'Add task' });
  await visit(page, '/todo', add);
  const bell = page.getByRole('button', { name: /^Notifications(, (\d+|99\+) unread)?$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });

  await add.click();
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByLabel('Title').fill('Give Bella her pill');
  await form.getByLabel('Pet (optional)').selectOption({ label: 'Bella' });
  const now = new Date();
  await form.getByLabel('Time (optional)').fill(`${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Today tasks' }).getByText('Give Bella her pill')).toBeVisible();

  // The reminder arrives live: the badge counts it without a reload.
  await expect(page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const panel = page.getByRole('group', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: /Due: Give Bella her pill/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Give Bella her pill for Bella is due');
  await expect(item).toHaveAttribute('href', '/todo');
});
