import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiLanguage } from '#shared/error-texts';

type LocaleError = (issue: z.core.$ZodRawIssue) => unknown;

const LOCALES: Readonly<Record<ApiLanguage, LocaleError>> = {
  en: z.locales.en().localeError,
  tr: z.locales.tr().localeError,
};

const textOf = (result: unknown): string | undefined => {
  if (typeof result === 'string') return result;
  if (typeof result === 'object' && result !== null && 'message' in result) {
    return typeof result.message === 'string' ? result.message : undefined;
  }
  return undefined;
};

/**
 * Zod's own wording ("Invalid option: expected one of …") in the reader's language, through Zod's
 * locales. Messages our schemas set themselves are left for error-texts.ts to translate.
 */
export const localizeZodMessages = (error: unknown, language: ApiLanguage): unknown => {
  if (language === 'en' || !hasZodFastifySchemaValidationErrors(error)) return error;
  for (const item of error.validation) {
    const issue = {
      ...item.params,
      code: item.keyword,
      path: [],
    } as unknown as z.core.$ZodRawIssue;
    if (textOf(LOCALES.en(issue)) !== item.message) continue;
    item.message = textOf(LOCALES[language](issue)) ?? item.message;
  }
  return error;
};
