import type { Page } from '@playwright/test';
import { CATALOGUE } from '#shared/catalogue';
import { expect, test } from './support/fixtures';
import { signInWithBusiness } from './support/business';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/reflow';

test.describe.configure({ timeout: 90_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

const invitationOf = (page: Page) => page.getByRole('region', { name: 'Getting started' });
const dialogOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Getting started with Foresight' });

const tutorialState = async (page: Page) =>
  (await (await page.request.get('/api/tutorial')).json()) as { step: number; status: string };

test('a new user is invited, goes Next and Back, leaves with Escape and resumes after a reload', async ({
  page,
}) => {
  await signInWithBusiness(page);
  await page.goto('/dashboard');
  const invitation = invitationOf(page);
  await slowExpect(invitation).toBeVisible();
  await expectNoAxeViolations(page);

  const start = invitation.getByRole('button', { name: 'Take the tour' });
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'What the estimate means' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/calculator',
  );
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeHidden();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Why, and what would change it' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect.poll(() => tutorialState(page)).toEqual({ step: 1, status: 'active' });

  // Escape is "later": closed, resumable, focus back on the invitation's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invitation.getByRole('button', { name: 'Continue the tour' })).toBeFocused();
  await expect(invitation).toContainText('You stopped the tour at step 2 of 3.');

  await page.reload();
  await slowExpect(invitation).toContainText('You stopped the tour at step 2 of 3.');
  await invitation.getByRole('button', { name: 'Continue the tour' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog).toContainText(`New accounts get ${CATALOGUE.signUpTokens} free tokens.`);
  await expect(dialog.getByRole('link', { name: 'See what costs tokens' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();
  await expect(invitation).toBeHidden();
  await expect.poll(() => tutorialState(page)).toEqual({ step: 2, status: 'completed' });

  // Not shown again, on either page.
  for (const path of ['/dashboard', '/workspace']) {
    await page.goto(path);
    await slowExpect(page.locator('main h1')).toBeVisible();
    await expect(invitation).toBeHidden();
  }
});

test('"Skip tutorial" in the dialog records it and the invitation does not come back', async ({
  page,
}) => {
  await signInWithBusiness(page);
  await page.goto('/workspace');
  await slowExpect(invitationOf(page)).toBeVisible();
  await invitationOf(page).getByRole('button', { name: 'Take the tour' }).click();
  await dialogOf(page).getByRole('button', { name: 'Skip tutorial' }).click();
  await expect(dialogOf(page)).toBeHidden();
  await expect(invitationOf(page)).toBeHidden();
  await expect.poll(() => tutorialState(page)).toMatchObject({ status: 'skipped' });
  await page.reload();
  await slowExpect(page.locator('main h1')).toBeVisible();
  await expect(invitationOf(page)).toBeHidden();
});

test('the dialog passes axe and reflows at 320 px in Turkish', async ({ page }) => {
  await signInWithBusiness(page, 'tr');
  await page.goto('/dashboard');
  const invitation = page.getByRole('region', { name: 'Başlarken' });
  await slowExpect(invitation).toBeVisible();
  await expectNoSidewaysScroll(page);
  await invitation.getByRole('button', { name: 'Tura başla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foresight ile başlarken' });
  await expect(dialog.getByText('Adım 1 / 3')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Eğitimi atla' }).click();
  await expect(invitation).toBeHidden();
});

test('pages other than the dashboard and the workspace never ask for the tutorial', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tutorial')) asked.push(request.url());
  });
  await signInWithBusiness(page);
  await page.goto('/calculator');
  await slowExpect(page.locator('main h1')).toBeVisible();
  await page.goto('/my-business');
  await slowExpect(page.locator('main h1')).toBeVisible();
  expect(asked).toEqual([]);
  await expect(invitationOf(page)).toBeHidden();
});
