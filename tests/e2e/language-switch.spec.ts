import { expect, test } from './support/fixtures';

declare global {
  interface Window {
    /** `<html lang>` and the header's About link, sampled at every change of the page. */
    languageSamples?: { lang: string; about: string }[];
  }
}

const sampleEveryChange = () => {
  window.languageSamples = [];
  const sample = () =>
    window.languageSamples?.push({
      lang: document.documentElement.lang,
      about: document.querySelector('header a[href="/about"]')?.textContent ?? '',
    });
  new MutationObserver(sample).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
};

/** Every sample whose text is in one language has that language's `lang`: no moment apart. */
const expectLangWithText = (samples: { lang: string; about: string }[]) => {
  const mismatched = samples.filter(
    ({ lang, about }) =>
      (about === 'Hakkımızda' && lang !== 'tr') || (about === 'About' && lang !== 'en'),
  );
  expect(mismatched).toEqual([]);
};

test('<html lang> changes in the same update as the text when switching language', async ({
  page,
}) => {
  await page.goto('/about');
  const about = page.getByRole('banner').getByRole('link', { name: 'About' });
  await expect(about).toBeVisible();
  await page.evaluate(sampleEveryChange);

  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hakkımızda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expectLangWithText((await page.evaluate(() => window.languageSamples)) ?? []);

  await page.evaluate(sampleEveryChange);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(about).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expectLangWithText((await page.evaluate(() => window.languageSamples)) ?? []);
});
