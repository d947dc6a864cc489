import { expect, registerByApi, signUpAndOpen, test } from './support/fixtures';
import { createCalculation, mirrorLogin, newClientContext } from './support/calculations';
import { expectNoAxeViolations } from './support/axe';
import { bytesOf, download, pdfText } from './support/pdf-text';

const NOT_FOUND_TITLE = 'This link does not work';

test('a share link shows a read-only result with Open Graph tags until it is revoked', async ({
  page,
  browser,
}) => {
  // Two browsers, eight page loads and three server renders: a long journey on a busy machine.
  test.setTimeout(60_000);
  await signUpAndOpen(page, '/');
  const saved = await createCalculation(page.request, { title: 'Harbour bakery' });
  await page.goto(`/analysis-results/${saved.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const firstUrl = await dialog.getByLabel('Share link').inputValue();
  expect(firstUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);

  // A visitor without cookies sees the result, read only.
  const visitorContext = await newClientContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(firstUrl);
  await expect(visitor.getByTestId('calculation-title')).toHaveText('Harbour bakery');
  await expect(visitor.getByTestId('result-score')).toContainText(`${saved.result.score}%`);
  await expect(visitor.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  // Link previews read the server's HTML: the score is in og:title.
  const html = await (await visitorContext.request.get(firstUrl)).text();
  expect(html).toContain(
    `<meta property="og:title" content="Harbour bakery: success score ${saved.result.score}/100" />`,
  );
  expect(html).toContain(`<meta property="og:url" content="${firstUrl}" />`);

  // "Create a new link" replaces the old one.
  await dialog.getByRole('button', { name: 'Create a new link' }).click();
  await expect(dialog.getByLabel('Share link')).not.toHaveValue(firstUrl);
  const secondUrl = await dialog.getByLabel('Share link').inputValue();
  await visitor.goto(firstUrl);
  await expect(visitor.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
  await visitor.goto(secondUrl);
  await expect(visitor.getByTestId('calculation-title')).toHaveText('Harbour bakery');

  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByText('The link has been revoked')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
  const revokedHtml = await (await visitorContext.request.get(secondUrl)).text();
  expect(revokedHtml).not.toContain('Harbour bakery');
  expect(revokedHtml).toContain('og:title');
  await visitorContext.close();
});

for (const language of ['en', 'tr'] as const) {
  test(`the PDF report is real text in ${language}`, async ({ browser }) => {
    const context = await newClientContext(browser, language);
    const page = await context.newPage();
    const user = await registerByApi(page.request);
    await mirrorLogin(page, user);
    const title = language === 'tr' ? 'Şişli kafe ığdır' : 'Riverside cafe';
    const saved = await createCalculation(page.request, { title });
    await page.goto(`/analysis-results/${saved.id}`);
    await expect(page.getByTestId('calculation-title')).toHaveText(title);

    const file = await download(page, /PDF/);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await bytesOf(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(title);
    expect(text).toContain(saved.modelVersion);
    if (language === 'en') {
      expect(text).toContain(`Success score: ${saved.result.score}/100`);
      expect(text).toContain('Sources');
    } else {
      expect(text).toContain(`Başarı puanı: ${saved.result.score}/100`);
      expect(text).toContain('Değerlendirme');
      expect(text).toContain('Güçlü yönler');
      expect(text).toContain('Kaynaklar');
    }
    await context.close();
  });
}

test('CSV, JSON and PNG exports hold the result', async ({ page }) => {
  await signUpAndOpen(page, '/');
  const saved = await createCalculation(page.request, { title: '=SUM(1) lemonade' });
  await page.goto(`/analysis-results/${saved.id}`);
  await expect(page.getByTestId('calculation-title')).toHaveText('=SUM(1) lemonade');

  const csv = (await bytesOf(await download(page, /CSV/))).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = csv
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows[0]).toEqual(['Section', 'Key', 'Label', 'Value']);
  const row = (key: string) => rows.find((cells) => cells[1] === key);
  expect(row('score')?.[3]).toBe(String(saved.result.score));
  expect(row('title')?.[3]).toBe("'=SUM(1) lemonade");
  expect(row('modelVersion')?.[3]).toBe(saved.modelVersion);
  expect(rows.filter((cells) => cells[0] === 'input')).toHaveLength(12);

  const json = JSON.parse((await bytesOf(await download(page, /JSON/))).toString('utf8')) as {
    title: string;
    input: Record<string, unknown>;
    result: { score: number };
    modelVersion: string;
  };
  expect(json.title).toBe('=SUM(1) lemonade');
  expect(json.input).toEqual(saved.input);
  expect(json.result.score).toBe(saved.result.score);
  expect(json.modelVersion).toBe(saved.modelVersion);

  const png = await bytesOf(await download(page, /PNG/));
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.length).toBeGreaterThan(10_000);
  // The IHDR chunk holds the size the card is drawn at.
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test('the shared page passes axe in Turkish', async ({ page, browser }) => {
  await signUpAndOpen(page, '/');
  const saved = await createCalculation(page.request, { title: 'Paylaşılan plan' });
  const response = await page.request.post(`/api/calculations/${saved.id}/share`);
  const { url } = (await response.json()) as { url: string };
  const context = await newClientContext(browser, 'tr');
  const visitor = await context.newPage();
  await visitor.goto(url);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(visitor.getByTestId('calculation-title')).toHaveText('Paylaşılan plan');
  await expectNoAxeViolations(visitor);
  await visitor.goto('/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(visitor.getByRole('heading', { name: 'Bu bağlantı çalışmıyor' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await context.close();
});
