import { expect, signUpAndOpen, test } from './support/fixtures';

const BUSINESSES_PER_USER_MAX = 50;

// The server words its error messages in the reader's language (Accept-Language, sent by the web
// app from the language choice); messages the app shows as they come must not switch to English.
test('a Turkish user who hits the business limit reads the server message in Turkish', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
  await signUpAndOpen(page, '/onboarding');
  for (let index = 0; index < BUSINESSES_PER_USER_MAX; index += 1) {
    const response = await page.request.post('/api/businesses', {
      data: { name: `İşletme ${index + 1}` },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/businesses');
  const main = page.getByRole('main');
  await main.getByLabel('İşletme adı').fill('Bir tane daha');
  await main.getByRole('button', { name: 'İşletme ekle' }).click();
  // The toast: "409: İstek Hatası - <the server's message>".
  const notifications = page.getByRole('region', { name: /^Bildirimler/ });
  await expect(
    notifications.getByText(
      `409: İstek Hatası - En fazla ${BUSINESSES_PER_USER_MAX} işletmeniz olabilir. Yenisini eklemek için birini silin.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/You can have at most/)).toHaveCount(0);
});
