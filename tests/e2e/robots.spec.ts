import { expect, test } from './support/fixtures';

// /robots.txt used to fall through to the app's HTML, which crawlers read as an invalid file.
test('/robots.txt is a plain-text robots file that keeps crawlers out of the API', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/api\/$/m);
  expect(body).not.toContain('<html');
});
