import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors';

/** EF BB BF: a UTF-8 byte order mark. RFC 8259 §8.1: senders must not add one. */
const startsWithBom = (body: Buffer) =>
  body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8.';
export const BOM_MESSAGE = 'The request body starts with a byte order mark; send JSON without one.';

/**
 * JSON bodies are read as bytes and refused with 400 when they are not valid UTF-8 or start with
 * a byte order mark. Fastify's own parser decodes leniently, so broken bytes were stored as U+FFFD
 * without a word, and a BOM was skipped; one rule for both is "the bytes must be exactly JSON"
 * (RFC 8259 §8.1). Parsing itself stays Fastify's, with its __proto__/constructor checks.
 */
export const useStrictJsonBodies = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (startsWithBom(bytes)) {
      done(new AppError('VALIDATION_FAILED', { message: BOM_MESSAGE }), undefined);
      return;
    }
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      done(new AppError('VALIDATION_FAILED', { message: INVALID_UTF8_MESSAGE }), undefined);
      return;
    }
    // Fastify's parser answers through `done`; its typed return value carries nothing.
    void parseJson(request, text, done);
  });
};
