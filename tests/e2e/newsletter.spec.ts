import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The newsletter journey with the mail read from this server's outbox page (the e2e server has no
// SMTP_URL, so it keeps its mail there).

const CONFIRM_SUBJECT = 'Confirm your subscription to the Foresight newsletter';

const uniqueEmail = () =>
  `news.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.test`;

/** The path and fragment of the link in the newest mail to `to` whose path is `path`. */
const mailedLink = async (page: Page, to: string, path: string) => {
  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('article', { name: CONFIRM_SUBJECT })
    .filter({ hasText: `To: ${to}` })
    .first();
  await expect(mail).toBeVisible();
  const hrefs = await mail
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const url = hrefs.map((href) => new URL(href)).find((candidate) => candidate.pathname === path);
  if (!url) throw new Error(`No ${path} link in ${hrefs.join(', ')}`);
  // Tokens travel in the fragment, which no server sees.
  expect(url.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
  return `${url.pathname}${url.hash}`;
};

const expectFitsAt320 = async (page: Page) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
};

test('a visitor subscribes, confirms from the mail, unsubscribes and resubscribes', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail();
  await page.goto('/newsletter');
  await expect(page).toHaveTitle(/Newsletter/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Foresight newsletter');

  // The spec's validation messages, before anything is sent.
  const form = page.getByRole('region', { name: 'Subscribe' });
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please accept the terms to subscribe.')).toBeVisible();

  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Name (optional)').fill('Deniz');
  await expect(form.getByLabel('Newsletter language')).toHaveValue('en');
  await form.getByRole('checkbox', { name: /I want to receive the Foresight newsletter/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Almost done: we sent a confirmation link to ${email}.`,
  );
  await expectNoAxeViolations(page);

  // The same address again from this tab: the spec's "already subscribed" state, no second mail.
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('checkbox', { name: /I want to receive/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText(
    'This email is already subscribed to our newsletter.',
  );

  // Confirm with the link from the outbox.
  await page.goto(await mailedLink(page, email, '/newsletter'));
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'You are subscribed. Thank you!',
  );
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/newsletter$/);

  // Unsubscribe: opening the link only asks; the button does it, then offers to resubscribe.
  await page.goto(await mailedLink(page, email, '/newsletter/unsubscribed'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter',
  );
  await expect(page.getByText('Do you want to stop receiving')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  const resubscribe = page.getByRole('button', { name: 'Resubscribe' });
  await expect(resubscribe).toBeFocused();
  await resubscribe.click();
  await expect(page.getByRole('status')).toContainText('Welcome back: you are subscribed again.');
  await expectNoAxeViolations(page);
});

test('a wrong unsubscribe link gets the generic answer', async ({ page }) => {
  await page.goto(`/newsletter/unsubscribed#token=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
});

test('the landing page has a compact signup form', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Get new posts and model updates by e-mail' });
  await section.getByLabel('Email address').fill(uniqueEmail());
  await section.getByRole('checkbox', { name: /I want to receive/ }).check();
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByRole('status')).toContainText('Almost done');
});

test('the blog has a compact signup form under the list, loaded after the page', async ({
  page,
}) => {
  await page.goto('/blog');
  const section = page.getByRole('region', { name: 'Get new posts and model updates by e-mail' });
  await section.getByLabel('Email address').fill(uniqueEmail());
  await section.getByRole('checkbox', { name: /I want to receive/ }).check();
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByRole('status')).toContainText('Almost done');
  // Where dev mail lands, as on the home page (the outbox note brings the auth texts).
  await expect(section.getByRole('link', { name: 'Open the mail outbox' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  test(`newsletter pages pass axe and fit 320 px (${language})`, async ({ page }) => {
    await page.context().addInitScript((chosen) => {
      localStorage.setItem('language', chosen);
    }, language);
    for (const path of [
      '/newsletter',
      '/newsletter/unsubscribed',
      '/newsletter/unsubscribed#token=abc',
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFitsAt320(page);
    }
    // The form's error state too.
    await page.goto('/newsletter');
    await page
      .getByRole('region')
      .getByRole('button', { name: language === 'tr' ? 'Abone ol' : 'Subscribe' })
      .click();
    await expect(
      page.getByText(language === 'tr' ? 'E-posta adresi zorunludur' : 'Email address is required'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsAt320(page);
  });
}
