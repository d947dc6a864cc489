import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formatFailedResponse } from './failed-response';
import { i18n, initI18n } from './i18n';

const failed = (status: number, responseBody: unknown, responseText = '') =>
  new ApiError({
    status,
    code: 'INTERNAL',
    message: 'Client fallback',
    responseBody,
    responseText,
  });

beforeAll(() => initI18n('en'));

describe('formatFailedResponse (spec section 8)', () => {
  it.each<[number, string]>([
    [401, 'Authentication Required'],
    [403, 'Access Denied'],
    [404, 'Page Not Found'],
    [500, 'Server Error'],
    [503, 'Server Error'],
    [400, 'Request Error'],
    [429, 'Request Error'],
  ])('titles status %i "%s"', (status, title) => {
    expect(formatFailedResponse(failed(status, { message: 'm' }))).toBe(`${status}: ${title} - m`);
  });

  it('takes the message from body.message, else body.error, else the body, else the text', () => {
    expect(formatFailedResponse(failed(500, { message: 'A', error: 'B' }))).toBe(
      '500: Server Error - A',
    );
    expect(formatFailedResponse(failed(500, { error: 'B' }))).toBe('500: Server Error - B');
    expect(formatFailedResponse(failed(500, { detail: 'C' }))).toBe(
      '500: Server Error - {"detail":"C"}',
    );
    expect(formatFailedResponse(failed(502, undefined, 'Bad gateway'))).toBe(
      '502: Server Error - Bad gateway',
    );
    expect(formatFailedResponse(failed(502, undefined, ''))).toBe(
      '502: Server Error - Client fallback',
    );
  });

  it('shortens a long text body', () => {
    const text = 'x'.repeat(1000);
    expect(formatFailedResponse(failed(502, undefined, text)).length).toBeLessThan(230);
  });

  it("translates our own default messages and the title, keeping the server's custom ones", async () => {
    await i18n.changeLanguage('tr');
    try {
      expect(
        formatFailedResponse(
          failed(500, {
            code: 'INTERNAL',
            message: 'Something went wrong on our side. Please try again.',
          }),
        ),
      ).toBe('500: Sunucu Hatası - Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.');
      expect(formatFailedResponse(failed(500, { code: 'INTERNAL', message: 'Disk full' }))).toBe(
        '500: Sunucu Hatası - Disk full',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
