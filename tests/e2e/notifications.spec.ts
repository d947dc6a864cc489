import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUpAndOpen, test } from './support/fixtures';
import { createCalculation } from './support/calculations';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/reflow';

// Sign-up, a saved calculation and a share link before the first check: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

type NotificationsAnswer = {
  items: { id: string; kind: string; readAt: string | null; params: Record<string, unknown> }[];
  unreadCount: number;
};

const notificationsOf = async (request: APIRequestContext): Promise<NotificationsAnswer> => {
  const response = await request.get('/api/notifications');
  expect(response.status()).toBe(200);
  return (await response.json()) as NotificationsAnswer;
};

/**
 * The owner's result is opened through its share link by someone else (the anonymous `visitor`
 * request context): the owner gets a "shared result viewed" notification.
 */
const sharedAndViewed = async (owner: Page, visitor: APIRequestContext, title: string) => {
  const saved = await createCalculation(owner.request, { title });
  const link = await owner.request.post(`/api/calculations/${saved.id}/share`);
  expect(link.status()).toBe(201);
  const { token } = (await link.json()) as { token: string };
  expect((await visitor.get(`/api/shared/${token}`)).status()).toBe(200);
  return saved;
};

const bellOf = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

test('the bell names the unread count, opens and closes with the keyboard, and marks all read', async ({
  page,
  request,
}) => {
  await signUpAndOpen(page, '/');
  await sharedAndViewed(page, request, 'Harbour <b>café</b>');
  const { unreadCount } = await notificationsOf(page.request);
  expect(unreadCount).toBeGreaterThanOrEqual(1);

  await page.goto('/calculator');
  const bell = bellOf(page);
  await slowExpect(bell).toHaveAccessibleName(`Notifications, ${unreadCount} unread`);

  await bell.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toBeVisible();
  // The title is the user's text, shown as text (never as markup).
  await expect(
    popover.getByRole('link', {
      name: 'Someone opened the result you shared: “Harbour <b>café</b>”.',
    }),
  ).toBeVisible();
  await expect(popover.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await popover.getByRole('button', { name: 'Mark all as read' }).focus();
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect((await notificationsOf(page.request)).unreadCount).toBe(0);
});

test('a new notification raises the count and is announced politely at the next poll', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signUpAndOpen(page, '/');
  await page.request.post('/api/notifications/read-all');
  await page.goto('/calculator');
  const bell = bellOf(page);
  await slowExpect(bell).toHaveAccessibleName('Notifications');
  const live = page.getByRole('banner').locator('[aria-live="polite"]');
  // Nothing is announced on load.
  await expect(live).toHaveText('');

  await sharedAndViewed(page, request, 'Second shop');
  // The view, and the achievements the saved result and its link earned.
  const { unreadCount } = await notificationsOf(page.request);
  expect(unreadCount).toBeGreaterThanOrEqual(2);
  await page.clock.fastForward(61_000);
  await slowExpect(bell).toHaveAccessibleName(`Notifications, ${unreadCount} unread`);
  await expect(live).toHaveText(`You have ${unreadCount} unread notifications`);
});

test('/notifications lists every notification and marks one read', async ({ page, request }) => {
  await signUpAndOpen(page, '/');
  await sharedAndViewed(page, request, 'Corner bakery');
  await page.goto('/notifications');
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ hasText: 'Someone opened the result you shared: “Corner bakery”.' });
  await expect(item.getByText('Unread')).toBeVisible();
  const before = (await notificationsOf(page.request)).unreadCount;

  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByText('Unread')).toBeHidden();
  await expect(item.getByRole('button', { name: 'Mark as read' })).toBeHidden();
  await expect(bellOf(page)).toHaveAccessibleName(
    before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications',
  );
  const stored = (await notificationsOf(page.request)).items.find(
    (entry) => entry.kind === 'sharedResultViewed',
  );
  expect(stored?.readAt).not.toBeNull();

  // Following the item leads to the saved result.
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/analysis-results\/[0-9a-f-]{36}$/);
});

test('/notifications says when there is nothing yet, in both languages', async ({ page }) => {
  await page.route('**/api/notifications*', (route) =>
    route.fulfill({ json: { items: [], unreadCount: 0, nextCursor: null } }),
  );
  await signUpAndOpen(page, '/notifications');
  await slowExpect(page.getByText(/^No notifications yet\./)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.reload();
  await slowExpect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
  await expect(page.getByText(/^Henüz bildirim yok\./)).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  test(`/notifications with items passes axe and reflows at 320 px (${language})`, async ({
    page,
    request,
  }) => {
    await signUpAndOpen(page, '/');
    await sharedAndViewed(page, request, 'A very long business name that must wrap at 320 px');
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/notifications');
    await slowExpect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
