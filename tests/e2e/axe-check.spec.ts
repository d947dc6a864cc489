import { expect, test } from './support/fixtures';
import { axeViolations } from './support/axe';

// The accessibility checks of every other spec trust axeViolations to see what axe sees: a page
// with known faults must come back with each of them, by rule and element.
test('the axe check reports the violations of a page that has them', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html><head><title>Faulty</title></head>
    <body><main>
      <h1>Faulty page</h1>
      <img id="photo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p id="faint" style="color:#ccc;background:#fff">Hard to read</p>
      <button id="blank"></button>
    </main></body></html>`);
  const violations = await axeViolations(page);
  const rules = violations.map((line) => line.split(':')[0]).sort();
  expect(rules).toEqual(['button-name', 'color-contrast', 'html-has-lang', 'image-alt']);
  expect(violations.find((line) => line.startsWith('image-alt'))).toContain('#photo');
  expect(violations.find((line) => line.startsWith('color-contrast'))).toContain('#faint');
});

test('the axe check finds nothing on a page without faults, also when run twice', async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Clean</title></head>
    <body><main><h1>Clean page</h1><p>Plain text.</p></main></body></html>`);
  expect(await axeViolations(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('the axe check refuses a page with a frame rather than skip what is inside it', async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Framed</title></head>
    <body><main><h1>Framed page</h1><iframe title="Inner" srcdoc="<img src=x>"></iframe></main></body></html>`);
  await expect(axeViolations(page)).rejects.toThrow('this page has a frame');
});
