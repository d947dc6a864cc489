import { expect, test } from './support/fixtures';

// A black-box probe found every page reporting a blocked `eval` (Zod's JIT probe) under our CSP.
// The calculator parses schemas on load and on submit, so it exercises every parser path.
test('pages run without a single CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective}`);
    });
  });
  for (const path of ['/', '/calculator', '/success-score', '/auth']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

// The probe also found a visitor's every page logging a 401 from GET /api/user as a console
// error: a visitor is now an answer (null), so a visitor's pages log no error at all.
test('a visitor’s pages log no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/calculator', '/about', '/blog']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
