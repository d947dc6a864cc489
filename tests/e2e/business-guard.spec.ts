import type { APIRequestContext, Page } from '@playwright/test';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { expect, PASSWORD, registerByApi, signUpAndOpen, test } from './support/fixtures';
import { fillUsername } from './support/sign-in';

const AUTH_REQUIRED = 'You need to be logged in to access this page';

type BusinessBody = { id: string; name: string; description: string; inputs: unknown };

const createBusinessByApi = async (request: APIRequestContext, name: string) => {
  const response = await request.post('/api/businesses', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BusinessBody;
};

const listBusinessesByApi = async (request: APIRequestContext) => {
  const response = await request.get('/api/businesses');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { businesses: BusinessBody[] }).businesses;
};

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** Presses Tab until `locator` has focus: proves it is reachable with the keyboard alone. */
const tabTo = async (page: Page, locator: ReturnType<Page['locator']>, maxPresses = 60) => {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element was not reachable with Tab');
};

const signInThroughForm = async (page: Page, username: string) => {
  await fillUsername(page, username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
};

for (const path of ['/dashboard', '/workspace', '/businesses', '/my-business', '/onboarding']) {
  test(`a visitor on ${path} is sent to /auth with the sign-in message and the path remembered`, async ({
    page,
  }) => {
    await page.goto(`${path}?from=test`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('status').getByText(AUTH_REQUIRED, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
      `${path}?from=test`,
    );
  });
}

test('the sign-in message is not shown when /auth is opened directly', async ({ page }) => {
  await page.goto('/auth');
  await expect(heading(page, 'Welcome to Foresight')).toBeVisible();
  await expect(page.getByText(AUTH_REQUIRED, { exact: true })).toHaveCount(0);
});

test('after signing in, a visitor sent away from /dashboard lands back on it', async ({ page }) => {
  const user = await registerByApi(page.request);
  await createBusinessByApi(page.request, 'Harbour Café');
  expect((await page.request.post('/api/logout')).status()).toBe(200);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, user.username);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test('after signing in with no business, a visitor sent away from /businesses lands back on it', async ({
  page,
}) => {
  const user = await registerByApi(page.request);
  expect((await page.request.post('/api/logout')).status()).toBe(200);
  await page.goto('/businesses');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, user.username);
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(heading(page, 'Your businesses')).toBeVisible();
});

for (const path of ['/dashboard', '/workspace', '/my-business', '/business-simulator']) {
  test(`a signed-in user without a business on ${path} is sent to /onboarding`, async ({
    page,
  }) => {
    await signUpAndOpen(page, path);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(heading(page, 'Welcome to Foresight')).toBeVisible();
  });
}

test('/businesses stays reachable with zero businesses', async ({ page }) => {
  await signUpAndOpen(page, '/businesses');
  await expect(heading(page, 'Your businesses')).toBeVisible();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(
    page.getByText('You have no businesses yet. Create your first one below.'),
  ).toBeVisible();
});

test('the guard shows Loading... while the businesses load', async ({ page }) => {
  await signUpAndOpen(page, '/');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/businesses', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('status').getByText('Loading...')).toBeVisible();
  expect(page.url()).toMatch(/\/dashboard$/);
  release();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('onboarding creates the first business from the last calculator inputs, then /dashboard stays', async ({
  page,
}) => {
  await signUpAndOpen(page, '/');
  await page.evaluate(
    (input) => localStorage.setItem('lastCalculatorInput', JSON.stringify(input)),
    EXAMPLE_CALCULATOR_INPUT,
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);

  // An empty name is refused in the browser.
  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  await page.getByLabel('Business name').fill('Harbour Café');
  await page.getByLabel('Description (optional)').fill('Coffee by the sea');
  await expect(page.getByLabel('Use my last calculator inputs')).toBeChecked();
  await page.getByRole('button', { name: 'Create business' }).click();

  await expect(page).toHaveURL(/\/workspace$/);
  await expect(heading(page, 'Workspace')).toBeVisible();
  await expect(page.getByText('Everything for Harbour Café in one place.')).toBeVisible();
  const [business] = await listBusinessesByApi(page.request);
  expect(business).toMatchObject({
    name: 'Harbour Café',
    description: 'Coffee by the sea',
    inputs: EXAMPLE_CALCULATOR_INPUT,
  });

  await page.goto('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // /my-business summarises the saved inputs with their translated labels.
  await page.goto('/my-business');
  await expect(heading(page, 'Harbour Café')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$80,000' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the goal simulator' })).toHaveAttribute(
    'href',
    '/simulator',
  );
});

test('onboarding ignores invalid stored calculator inputs', async ({ page }) => {
  await signUpAndOpen(page, '/');
  await page.evaluate(() =>
    localStorage.setItem('lastCalculatorInput', JSON.stringify({ sector: 'nope' })),
  );
  await page.goto('/onboarding');
  await expect(heading(page, 'Welcome to Foresight')).toBeVisible();
  await expect(page.getByLabel('Use my last calculator inputs')).toHaveCount(0);
  await page.getByLabel('Business name').fill('Plain shop');
  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page).toHaveURL(/\/workspace$/);
  const [business] = await listBusinessesByApi(page.request);
  expect(business?.inputs).toBeNull();
});

test('on /businesses a user creates, renames, switches and deletes businesses', async ({
  page,
}) => {
  await signUpAndOpen(page, '/businesses');
  const main = page.getByRole('main');
  await main.getByLabel('Business name').fill('Corner Bakery');
  await main.getByRole('button', { name: 'Add business' }).click();
  await expect(main.getByRole('heading', { level: 3, name: 'Corner Bakery' })).toBeVisible();
  await main.getByLabel('Business name').fill('Food Truck');
  await main.getByLabel('Description (optional)').fill('Tacos downtown');
  await main.getByRole('button', { name: 'Add business' }).click();
  await expect(main.getByRole('heading', { level: 3, name: 'Food Truck' })).toBeVisible();
  // The form is emptied for the next business.
  await expect(main.getByLabel('Business name')).toHaveValue('');

  // Rename.
  await main.getByRole('button', { name: 'Edit Corner Bakery' }).click();
  const nameField = main.getByRole('listitem').getByLabel('Business name');
  await nameField.fill('x'.repeat(101));
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('The name must be no more than 100 characters')).toBeVisible();
  await nameField.fill('Corner Bakery & Café');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByRole('heading', { level: 3, name: 'Corner Bakery & Café' })).toBeVisible();
  expect((await listBusinessesByApi(page.request)).map((business) => business.name)).toEqual([
    'Corner Bakery & Café',
    'Food Truck',
  ]);

  // Switch the current business; /my-business follows and the choice survives a reload.
  await main.getByRole('button', { name: 'Make current: Food Truck' }).click();
  await expect(main.getByLabel('Current business')).toHaveValue(
    (await listBusinessesByApi(page.request))[1]?.id ?? '',
  );
  await page.goto('/my-business');
  await expect(heading(page, 'Food Truck')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Food Truck')).toBeVisible();

  // Delete asks first; Cancel keeps it, confirming removes it.
  await page.goto('/businesses');
  await main.getByRole('button', { name: 'Delete Food Truck' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Food Truck?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await listBusinessesByApi(page.request)).toHaveLength(2);
  await main.getByRole('button', { name: 'Delete Food Truck' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete business' }).click();
  // Closed once the server has deleted it (while open, the modal hides the list from roles).
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(main.getByRole('heading', { level: 3, name: 'Food Truck' })).toHaveCount(0);
  expect((await listBusinessesByApi(page.request)).map((business) => business.name)).toEqual([
    'Corner Bakery & Café',
  ]);
  // The current business falls back to the remaining one.
  await page.goto('/my-business');
  await expect(heading(page, 'Corner Bakery & Café')).toBeVisible();

  // Deleting the last business sends the guarded pages back to onboarding.
  await page.goto('/businesses');
  await main.getByRole('button', { name: 'Delete Corner Bakery & Café' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete business' }).click();
  await expect(
    main.getByText('You have no businesses yet. Create your first one below.'),
  ).toBeVisible();
  await page.goto('/workspace');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("another user's businesses never show up", async ({ page, browser }) => {
  const otherContext = await browser.newContext();
  await registerByApi(otherContext.request);
  await createBusinessByApi(otherContext.request, 'Someone else’s shop');
  await otherContext.close();

  await signUpAndOpen(page, '/businesses');
  await expect(heading(page, 'Your businesses')).toBeVisible();
  await expect(page.getByText('Someone else’s shop')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('onboarding and /businesses work with the keyboard alone', async ({ page }) => {
  await signUpAndOpen(page, '/onboarding');
  await expect(heading(page, 'Welcome to Foresight')).toBeVisible();
  await tabTo(page, page.getByLabel('Business name'));
  await page.keyboard.type('Keyboard Books');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Second-hand books');
  await page.keyboard.press('Enter'); // a newline in the textarea, not a submit
  await tabTo(page, page.getByRole('button', { name: 'Create business' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/workspace$/);

  // Workspace → Manage businesses by keyboard.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Manage businesses' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/businesses$/);
  const main = page.getByRole('main');

  // Add a second business by keyboard.
  await tabTo(page, main.getByLabel('Business name'));
  await page.keyboard.type('Keyboard Cafe');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 3, name: 'Keyboard Cafe' })).toBeVisible();

  // Switch with the select by keyboard.
  const switcher = main.getByLabel('Current business');
  await tabTo(page, switcher);
  await page.keyboard.press('ArrowDown');
  const businesses = await listBusinessesByApi(page.request);
  await expect(switcher).toHaveValue(businesses[1]?.id ?? '');

  // Open the delete dialog; focus moves into it; Escape closes and focus returns to the trigger.
  const deleteButton = main.getByRole('button', { name: 'Delete Keyboard Cafe' });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete business' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Closed once the server has deleted it (while open, the modal hides the list from roles).
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('heading', { level: 3, name: 'Keyboard Cafe' })).toHaveCount(0);
  expect((await listBusinessesByApi(page.request)).map((business) => business.name)).toEqual([
    'Keyboard Books',
  ]);
});
