import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import fieldsEn from '#web/locales/en/fields.json';
import fieldsTr from '#web/locales/tr/fields.json';
import engineEn from '#web/locales/en/engine.json';
import { readableEngineParams } from './engine-text';
import { asFieldTranslate } from './field-text';
import { localeOf } from './format';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { fields: fieldsEn, engine: engineEn }, tr: { fields: fieldsTr } },
    interpolation: { escapeValue: false },
  });
});

const contextIn = (language: 'en' | 'tr') => ({
  t: asFieldTranslate(i18n.getFixedT(language, 'fields')),
  locale: localeOf(language),
});

describe('engine text params', () => {
  it('turns codes into words and numbers into the language’s digits', () => {
    const params = { input: 'capitalInvestment', value: 80_000, points: 18.8, grade: 'A' };
    expect(readableEngineParams(params, contextIn('en'))).toEqual({
      input: 'Starting capital',
      value: '$80,000',
      points: '18.8',
      grade: 'A',
    });
    expect(readableEngineParams(params, contextIn('tr'))).toEqual({
      input: 'Başlangıç sermayesi',
      value: '$80.000',
      points: '18,8',
      grade: 'A',
    });
  });

  it('writes points with their decimal, so one point still takes the plural "points"', () => {
    const params = { input: 'sector', value: 'retail', points: 1 };
    expect(readableEngineParams(params, contextIn('en')).points).toBe('1.0');
    expect(readableEngineParams({ ...params, points: 12 }, contextIn('tr')).points).toBe('12,0');
    // The template as the results page fills it: "about 1 points" before the fix.
    const sentence = i18n.getFixedT('en', 'engine')(
      'strengths.sector',
      readableEngineParams(params, contextIn('en')),
    );
    expect(sentence).toMatch(/adds about 1\.0 points\.$/);
  });

  it('writes the new money a capital recommendation asks for like the capital itself', () => {
    const params = { input: 'capitalInvestment', current: 20_000, value: 60_000, amount: 40_000 };
    expect(readableEngineParams(params, contextIn('en')).amount).toBe('$40,000');
    expect(readableEngineParams(params, contextIn('tr')).amount).toBe('$40.000');
  });

  it('names the sector and stage of sector- and stage-specific texts', () => {
    const readable = readableEngineParams(
      { sector: 'retail', stage: 'idea', low: 12, high: 24 },
      contextIn('tr'),
    );
    expect(readable).toMatchObject({ stage: 'Fikir aşaması', low: '12', high: '24' });
    expect(readable.sector).toMatch(/^Perakende/);
  });
});
