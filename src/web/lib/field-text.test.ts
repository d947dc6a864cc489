import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALCULATOR_FIELDS, fieldTextKeys } from '#shared/calculator/fields';
import fieldsEn from '#web/locales/en/fields.json';
import fieldsTr from '#web/locales/tr/fields.json';
import {
  asFieldTranslate,
  type FieldTextContext,
  fieldHelp,
  fieldLabel,
  fieldLabelWithUnit,
  formatInputValue,
  optionLabel,
} from './field-text';
import { localeOf } from './format';
import { formatUsdAs, moneyViewOf } from './money-view';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { fields: fieldsEn }, tr: { fields: fieldsTr } },
    interpolation: { escapeValue: false },
  });
});

const contextIn = (language: 'en' | 'tr'): FieldTextContext => ({
  t: asFieldTranslate(i18n.getFixedT(language, 'fields')),
  locale: localeOf(language),
});

describe('field text', () => {
  it('has a label, a help text and words for every code of every field, in en and tr', () => {
    for (const language of ['en', 'tr'] as const) {
      const { t } = contextIn(language);
      for (const field of CALCULATOR_FIELDS) {
        expect(i18n.exists(fieldTextKeys.label(field.name), { lng: language, ns: 'fields' })).toBe(
          true,
        );
        expect(fieldHelp(t, field.name)).not.toBe('');
        for (const { value } of field.options) {
          const key = fieldTextKeys.option(field.name, value);
          expect(i18n.exists(key, { lng: language, ns: 'fields' }), `${language} ${key}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('names fields without units or "(optional)" glued on; the form adds the unit', () => {
    const { t } = contextIn('en');
    expect(fieldLabel(t, 'capitalInvestment')).toBe('Starting capital');
    expect(fieldLabel(t, 'areaType')).toBe('Area type');
    const capital = CALCULATOR_FIELDS.find((field) => field.name === 'capitalInvestment');
    expect(capital && fieldLabelWithUnit(t, capital)).toBe('Starting capital (USD)');
    expect(fieldLabel(contextIn('tr').t, 'capitalInvestment')).toBe('Başlangıç sermayesi');
  });

  it('writes values as people read them, in the reader’s language', () => {
    expect(formatInputValue(contextIn('en'), 'capitalInvestment', 80_000)).toBe('$80,000');
    expect(formatInputValue(contextIn('tr'), 'capitalInvestment', 80_000)).toBe('$80.000');
    expect(formatInputValue(contextIn('en'), 'areaType', 'urban')).toBe('Urban (city or town)');
    expect(formatInputValue(contextIn('tr'), 'location', 'US-TX')).toBe('Texas, ABD');
    expect(formatInputValue(contextIn('tr'), 'experience', 'none')).toBe('Bu sektörde deneyim yok');
  });

  it('falls back to the name or code it does not know (an old saved input)', () => {
    const context = contextIn('en');
    expect(fieldLabel(context.t, 'retiredField')).toBe('retiredField');
    expect(optionLabel(context, 'sector', 'space_mining')).toBe('space_mining');
  });

  it('writes the funding bands in the screen’s currency (issue 34, item 7)', () => {
    expect(formatInputValue(contextIn('en'), 'fundingNeeds', 'under_50k')).toBe('Under $50,000');
    expect(formatInputValue(contextIn('en'), 'fundingNeeds', '250k_to_1m')).toBe(
      '$250,000 to $1,000,000',
    );
    const inLira = { ...contextIn('tr'), money: moneyViewOf('TRY') };
    expect(formatInputValue(inLira, 'fundingNeeds', 'under_50k')).toBe(
      `${formatUsdAs(50_000, moneyViewOf('TRY'), 'tr-TR')} altı`,
    );
    expect(formatInputValue(inLira, 'fundingNeeds', 'over_1m')).toMatch(/^₺[\d.]+ üzeri$/);
    expect(formatInputValue(inLira, 'fundingNeeds', 'none')).toBe('Dış finansmana gerek yok');
  });
});
