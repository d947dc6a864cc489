import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_SOURCES, sectorKnowledge } from '#shared/reports/knowledge-base';
import type { ReportBody, ReportText } from '#shared/contracts/reports';
import { engineText } from '#web/lib/engine-text';
import { type FieldTextContext, useFieldText } from '#web/lib/field-text';
import { formatNumber, localeOf } from '#web/lib/format';
import { type InputKind, splitByKind, textKindOf } from '#web/lib/input-kind';

export type ReportTextDeps = {
  t: TFunction<'reports'>;
  engineT: TFunction<'engine'>;
  fields: FieldTextContext;
  language: 'en' | 'tr';
};

export type ResolvedSource = { name: string; url: string | null };

/**
 * A report text in the reader's words. The report stores codes (one report reads in either
 * language): our sentences are `reports:report.<key>`, engine advice `engine:<code>`, and the
 * curated sector texts come from the knowledge base in both languages.
 */
export const resolveReportText = (text: ReportText, deps: ReportTextDeps): string => {
  if (text.kind === 'knowledge') return sectorKnowledge(text.sector)[text.entry][deps.language];
  if (text.kind === 'engine') return engineText(deps.engineT, text, deps.fields);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    params[name] = typeof value === 'number' ? formatNumber(value, deps.fields.locale) : value;
  }
  // Report keys are data, not literal keys, so the typed key check cannot see them.
  const translate = deps.t as unknown as (key: string, params: Record<string, string>) => string;
  return translate(`report.${text.key}`, params);
};

/**
 * Strengths and weaknesses come from the engine, one per input: those about the founder's own
 * choices apart from those that describe the business (the sector's base rate, team size…).
 */
export const splitByInputKind = (
  texts: readonly ReportText[],
): Record<InputKind, ReportText[]> & { general: ReportText[] } => {
  // "Nothing clearly raises the estimate" is about no input: it stands before both groups.
  const isGeneral = (text: ReportText) => text.kind === 'engine' && text.code.endsWith('.none');
  return {
    general: texts.filter(isGeneral),
    ...splitByKind(
      texts.filter((text) => !isGeneral(text)),
      (text) => (text.kind === 'engine' ? textKindOf(text) : 'business'),
    ),
  };
};

/** The named source of a figure (the engine's source names, one owner) and where to read it. */
export const resolveSource = (id: string, engineT: TFunction<'engine'>): ResolvedSource => {
  const translate = engineT as unknown as (
    key: string,
    options: { defaultValue: string },
  ) => string;
  const known = (KNOWLEDGE_SOURCES as Record<string, { name: string; url: string }>)[id];
  return {
    name: translate(`sources.${id}`, { defaultValue: known?.name ?? id }),
    url: known?.url ?? null,
  };
};

/** The band and its label ("Moderate"), once when both say the same. */
export const bandText = (
  engineT: TFunction<'engine'>,
  overview: {
    band: ReportBody['overview']['band'];
    label: ReportBody['overview']['label'];
  },
) => {
  const band = engineT(`band.${overview.band}`);
  const label = engineT(`label.${overview.label}`);
  return band === label ? band : `${band} (${label})`;
};

/** resolveReportText and resolveSource bound to the current language. */
export const useReportText = () => {
  const { t, i18n } = useTranslation('reports');
  const { t: engineT } = useTranslation('engine');
  const fieldText = useFieldText();
  const language: 'en' | 'tr' = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  return useMemo(() => {
    const deps: ReportTextDeps = { t, engineT, fields: fieldText.context, language };
    return {
      t,
      engineT,
      language,
      locale: localeOf(language),
      fieldText,
      text: (text: ReportText) => resolveReportText(text, deps),
      source: (id: string) => resolveSource(id, engineT),
    };
  }, [t, engineT, fieldText, language]);
};
