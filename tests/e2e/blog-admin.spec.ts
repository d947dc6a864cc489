import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, PASSWORD, registerByApi, test, uniqueName } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import {
  OWN_SERVER_START_MS,
  ownServerPort,
  startOwnServer,
  stopOwnServer,
} from './support/own-server';

/**
 * ADMIN_USERNAMES promotes accounts that exist when the server starts (a name nobody has
 * registered yet grants nothing, or anyone could take it). So this file runs its own server on a
 * folder database: start, register e2e-admin, restart with ADMIN_USERNAMES=e2e-admin.
 */
const ADMIN = 'e2e-admin';
const port = await ownServerPort();
const baseURL = `http://127.0.0.1:${String(port)}`;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | null = null;
let dataDir = '';

const startServer = (adminUsernames: string) =>
  startOwnServer('src/server/main.ts', port, {
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_USERNAMES: adminUsernames,
  });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS * 2 + 30_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'blog-admin-e2e-'));
  server = await startServer('');
  const api = await playwrightRequest.newContext({ baseURL });
  await registerByApi(api, ADMIN);
  await api.dispose();
  await stopOwnServer(server);
  server = await startServer(ADMIN);
});

test.afterAll(async () => {
  await stopOwnServer(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs in through the API and mirrors the browser's login keys, as the app does. */
const signIn = async (page: Page, username: string) => {
  const response = await page.request.post('/api/login', {
    data: { username, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await response.json()) as { id: string; username: string; isAdmin: boolean };
  await page.goto('/');
  await page.evaluate(
    ({ id, name }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', name);
    },
    { id: user.id, name: user.username },
  );
  return user;
};

const XSS_TITLE = '<img src=x onerror="window.__xss=1"> Probe <script>window.__xss=1</script>';
const XSS_BODY = [
  '## Probe heading',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '[click](javascript:window.__xss=1)',
].join('\n\n');

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** No payload ran and none of it became markup. */
const expectInert = async (page: Page) => {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('img[onerror]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
};

test('an admin writes a post with XSS payloads, publishes, unpublishes and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signIn(page, ADMIN);
  expect(user.isAdmin).toBe(true);
  const slug = `xss-probe-${uniqueName().replace(/_/g, '-').toLowerCase()}`;

  // The signed-in menu leads there.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu: / })
    .click();
  await page.getByRole('menuitem', { name: 'Blog admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog admin' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title').fill(XSS_TITLE);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel('Summary').fill('A post whose title and body try to run script.');
  await page.getByLabel('Tags').fill('security, e2e');
  await page.getByLabel('Author name').fill('E2E admin');
  await page.getByLabel('Body (markdown)').fill(XSS_BODY);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Probe heading' })).toBeVisible();
  await expect(preview).toContainText('<script>window.__xss=1</script>');
  await expectInert(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('listitem').filter({ hasText: slug });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/blog/posts/${slug}?lang=en`)).status()).toBe(404);

  await row.getByRole('button', { name: /^Publish\b/ }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TITLE);
  await expect(page.getByRole('article').first()).toContainText(
    '<img src=x onerror="window.__xss=1">',
  );
  await expectInert(page);
  await page.goto(`/blog?q=${encodeURIComponent('Probe')}`);
  await expect(page.getByRole('link', { name: XSS_TITLE })).toBeVisible();
  await expectInert(page);

  await page.goto('/blog-admin');
  await row.getByRole('button', { name: /^Unpublish\b/ }).click();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog article not found' }),
  ).toBeVisible();

  await page.goto('/blog-admin');
  await row.getByRole('button', { name: /^Delete\b/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog.getByRole('button', { name: 'Keep the post' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete the post' }).click();
  // The dialog closes once the server has deleted the post. While it is open the list is hidden
  // from the accessibility tree (a modal), so the row's count was 0 before the delete was done.
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  const list = (await (await page.request.get('/api/blog/admin/posts')).json()) as {
    items: { slug: string }[];
  };
  expect(list.items.some((item) => item.slug === slug)).toBe(false);
});

test('a signed-in user who is not an admin gets the access-denied page and 403s', async ({
  page,
}) => {
  await registerByApi(page.request);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
  await page.goto('/blog-admin?edit=new');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect((await page.request.get('/api/blog/admin/posts')).status()).toBe(403);
  const preview = await page.request.post('/api/blog/admin/preview', {
    data: { bodyMarkdown: '# hi' },
  });
  expect(preview.status()).toBe(403);
});

test('the admin list and editor work in Turkish at 320 px, with the preview in a tab', async ({
  page,
}) => {
  await page.context().addInitScript(() => localStorage.setItem('language', 'tr'));
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/blog-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog yönetimi' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Yayından kaldır\b/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.getByRole('link', { name: 'Yeni yazı' }).click();
  await page.getByLabel('Başlık').fill('Şirket kuruluşunda ilk ağır gider');
  await expect(page.getByLabel('Adres (slug)')).toHaveValue('sirket-kurulusunda-ilk-agir-gider');
  await page.getByLabel('Metin (markdown)').fill('## Önizleme başlığı');
  await page.getByRole('tab', { name: 'Önizleme' }).click();
  await expect(page.getByRole('heading', { name: 'Önizleme başlığı' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('tab', { name: 'Yaz' }).click();
  await expect(page.getByLabel('Metin (markdown)')).toHaveValue('## Önizleme başlığı');
});
