import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type CaseStudyTextsJson from '#web/locales/en/caseStudies.json';
import type ResourceTextsJson from '#web/locales/en/resources.json';
import type TemplateTextsJson from '#web/locales/en/templates.json';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

// Read as files: Playwright's loader refuses JSON imports without an import attribute.
const readJson = (relative: string): unknown =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
const LANGUAGES = ['en', 'tr'] as const;
type Language = (typeof LANGUAGES)[number];
const texts = (language: Language) => ({
  templates: readJson(
    `../../src/web/locales/${language}/templates.json`,
  ) as typeof TemplateTextsJson,
  caseStudies: readJson(
    `../../src/web/locales/${language}/caseStudies.json`,
  ) as typeof CaseStudyTextsJson,
  resources: readJson(
    `../../src/web/locales/${language}/resources.json`,
  ) as typeof ResourceTextsJson,
});

/** The first paint of a lazy page and its namespaces can take a while on a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };

const setLanguage = (page: Page, language: Language) =>
  page.context().addInitScript((lng) => localStorage.setItem('language', lng), language);

/** How far the page is wider than a 320 px window (WCAG 1.4.10 reflow); 0 when nothing scrolls sideways. */
const overflowAt320 = async (page: Page) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.setViewportSize({ width: 1280, height: 720 });
  return overflow;
};

for (const language of LANGUAGES) {
  const { templates, caseStudies, resources } = texts(language);

  test(`templates: a download carries the file, a CSV preview scrolls in its own box, axe and 320 px (${language})`, async ({
    page,
  }) => {
    await setLanguage(page, language);
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: templates.title })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page).toHaveTitle(`${templates.title} · Foresight`);

    const model = page.getByRole('article', {
      name: templates.items['24-month-financial-model'].title,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      model
        .getByRole('link', {
          name: templates.card.download.replace(
            '{{title}}',
            templates.items['24-month-financial-model'].title,
          ),
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('24-month-financial-model.csv');
    const content = readFileSync(await download.path(), 'utf8');
    expect(content.startsWith('\uFEFF')).toBe(true);
    // The reader's language, byte for byte the committed file.
    expect(content).toBe(
      readFileSync(
        new URL(`../../public/templates/${language}/24-month-financial-model.csv`, import.meta.url),
        'utf8',
      ),
    );
    const firstColumn = (content.split('\r\n')[1] ?? '').split(',')[0] ?? '';
    expect(firstColumn).not.toBe('');

    // The preview opens from the keyboard and its wide rows scroll inside their own region.
    await model.getByText(templates.card.preview.replace('{{lines}}', '12')).focus();
    await page.keyboard.press('Enter');
    const preview = model.getByRole('region', {
      name: templates.card.previewLabel.replace(
        '{{title}}',
        templates.items['24-month-financial-model'].title,
      ),
    });
    await expect(preview).toContainText(firstColumn);
    await expect(preview).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(page);
    expect(await overflowAt320(page)).toBe(0);
  });

  test(`case studies: filter by sector and outcome, axe and 320 px (${language})`, async ({
    page,
  }) => {
    // Axe reads every card of the first page: slow when the machine is busy.
    test.slow();
    await setLanguage(page, language);
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { level: 1, name: caseStudies.title })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page).toHaveTitle(`${caseStudies.title} · Foresight`);
    await expect(page.getByRole('heading', { name: caseStudies.honesty.heading })).toBeVisible();
    const firstPage = await page.getByRole('article').count();
    expect(firstPage).toBeGreaterThan(10);

    await page.getByRole('combobox').selectOption('agriculture');
    await page.getByRole('radio', { name: caseStudies.filters.outcomes.closed }).check();
    await expect(page).toHaveURL(/\/case-studies\?sector=agriculture&outcome=closed$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Bowery Farming' })).toContainText('2024');

    await page.getByRole('button', { name: caseStudies.filters.clear }).click();
    await expect(page.getByRole('article')).toHaveCount(firstPage);
    await expectNoAxeViolations(page);
    expect(await overflowAt320(page)).toBe(0);
  });

  test(`resources: in-app and external links, axe and 320 px (${language})`, async ({ page }) => {
    await setLanguage(page, language);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: resources.title })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page).toHaveTitle(`${resources.title} · Foresight`);
    await expect(
      page.getByRole('link', { name: resources.links.templates.label, exact: true }),
    ).toHaveAttribute('href', '/templates');
    const kosgeb = page.getByRole('link', {
      name: new RegExp(`^${resources.external.items.kosgeb.name}`),
    });
    await expect(kosgeb).toHaveAttribute('href', 'https://www.kosgeb.gov.tr/');
    await expect(kosgeb).toHaveAttribute('rel', /noopener/);
    await expectNoAxeViolations(page);
    expect(await overflowAt320(page)).toBe(0);
  });
}
