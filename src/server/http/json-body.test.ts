import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { BOM_MESSAGE, INVALID_UTF8_MESSAGE } from './json-body';

const testApp = setUpTestApp();

const predict = (body: Buffer, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/predict',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body,
  });

const validJson = () => Buffer.from(JSON.stringify(EXAMPLE_CALCULATOR_INPUT), 'utf8');

describe('JSON request bodies must be exactly UTF-8 JSON', () => {
  it('accepts UTF-8 JSON, Turkish letters included', async () => {
    const response = await predict(validJson());
    expect(response.statusCode).toBe(200);
    const turkish = Buffer.from(
      JSON.stringify({ ...EXAMPLE_CALCULATOR_INPUT, note: 'Girişim çiğ köfte' }),
      'utf8',
    );
    // An unknown field is refused by the schema (400 with field errors), not by the decoder.
    const answer = await predict(turkish);
    expect(answer.json<{ message: string }>().message).not.toBe(INVALID_UTF8_MESSAGE);
  });

  it('refuses invalid UTF-8 bytes instead of storing U+FFFD', async () => {
    const json = validJson();
    // A lone continuation byte and a truncated two-byte sequence inside a string value.
    const broken = Buffer.concat([
      json.subarray(0, 12),
      Buffer.from([0x80, 0xc3]),
      json.subarray(12),
    ]);
    const response = await predict(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVALID_UTF8_MESSAGE,
    });
  });

  it('refuses a body that starts with a byte order mark, in the reader’s language', async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), validJson()]);
    const response = await predict(withBom);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: BOM_MESSAGE });
    const turkish = await predict(withBom, 'tr');
    expect(turkish.json<{ message: string }>().message).toMatch(/BOM/);
    expect(turkish.json<{ message: string }>().message).not.toBe(BOM_MESSAGE);
  });

  it('keeps refusing prototype pollution and broken JSON', async () => {
    const proto = await predict(Buffer.from('{"__proto__":{"x":1}}'));
    expect(proto.statusCode).toBe(400);
    const broken = await predict(Buffer.from('{"sector":'));
    expect(broken.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });
});
