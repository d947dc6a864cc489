import { useCallback } from 'react';
import { dueOn } from '#shared/reports/build-report';
import { type Report, REPORT_PHASES } from '#shared/contracts/reports';
import { formatNumber, formatPercent } from '#web/lib/format';
import { formatMomentDate, formatCalendarDate } from '#web/lib/calendar-date';
import { INPUT_KINDS } from '#web/lib/input-kind';
import { bandText, splitByInputKind, useReportText } from './report-text';

/** The report as headed text sections (the export feature's SectionDocument shape). */
export type AnalysisDocument = {
  language: 'en' | 'tr';
  title: string;
  subject: string;
  meta: string;
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
  notes: string[];
};

/** Writes the whole report, every section the page shows, in the reader's language. */
export const useAnalysisDocument = (analysis: Report) => {
  const resolver = useReportText();
  return useCallback((): AnalysisDocument => {
    const { t, engineT, locale, language, text, source, fieldText } = resolver;
    const { report } = analysis;
    const { overview, market } = report;
    const percent = (share: number) => formatPercent(share, locale);
    const sourced = (entry: Report['report']['nextSteps'][number]) =>
      entry.kind === 'message' && entry.source
        ? `${text(entry)} (${t('sourceLabel', { source: source(entry.source).name })})`
        : text(entry);
    const created = new Date(analysis.createdAt);
    const cohorts = {
      firstCohort: String(market.cohorts.first),
      lastCohort: String(market.cohorts.last),
    };
    const marketSource = source(market.source);
    return {
      language,
      title: analysis.title,
      subject: t('pdf.subject'),
      meta: t('pdf.meta', {
        date: formatMomentDate(analysis.createdAt, locale),
        version: overview.modelVersion,
      }),
      sections: [
        {
          heading: t('overview.heading'),
          paragraphs: [
            `${t('overview.score')}: ${t('overview.scoreValue', { score: formatNumber(overview.score, locale) })}`,
            `${t('overview.probability')}: ${percent(overview.probability)}`,
            `${t('overview.interval')}: ${t('overview.intervalValue', { low: percent(overview.interval.low), high: percent(overview.interval.high) })}`,
            `${t('overview.baseline')}: ${percent(overview.baselineProbability)}`,
            `${t('overview.band')}: ${bandText(engineT, overview)}`,
            `${t('overview.timeToSuccess')}: ${t('overview.timeToSuccessValue', { low: formatNumber(overview.timeToSuccessMonths.low, locale), high: formatNumber(overview.timeToSuccessMonths.high, locale) })}`,
            `${t('overview.modelVersion')}: ${overview.modelVersion}`,
            t('overview.note'),
          ],
        },
        { heading: t('swot.heading'), paragraphs: [t('swot.note')] },
        // The engine's quadrants by what the founder can change; the sector's as they are.
        ...(['strengths', 'weaknesses'] as const).flatMap((quadrant) => {
          const { general, ...byKind } = splitByInputKind(report.swot[quadrant]);
          const heading = `${t('swot.heading')}: ${t(`swot.${quadrant}`)}`;
          return [
            ...(general.length > 0 ? [{ heading, bullets: general.map(sourced) }] : []),
            ...INPUT_KINDS.filter((kind) => byKind[kind].length > 0).map((kind) => ({
              heading: `${heading} – ${t(`swot.groups.${kind}`)}`,
              bullets: byKind[kind].map(sourced),
            })),
          ];
        }),
        ...(['opportunities', 'threats'] as const).map((quadrant) => ({
          heading: `${t('swot.heading')}: ${t(`swot.${quadrant}`)}`,
          bullets: report.swot[quadrant].map(sourced),
        })),
        {
          heading: t('competitionSection.heading'),
          paragraphs: [
            t('competitionSection.intensity', {
              level: fieldText.option('competitionLevel', report.competition.intensity),
            }),
          ],
          bullets: report.competition.points.map(sourced),
        },
        {
          heading: t('market.heading'),
          paragraphs: [t('market.intro')],
          bullets: [
            `${t('market.survival5', cohorts)}: ${percent(market.sector.survival5)} (${t('market.all')}: ${percent(market.allSectors.survival5)})`,
            `${t('market.survival1', cohorts)}: ${percent(market.sector.survival1)} (${t('market.all')}: ${percent(market.allSectors.survival1)})`,
            `${t('market.newFirmsEarlier', { year: String(market.years.earlier) })}: ${formatNumber(market.sector.newFirmsEarlier, locale)}`,
            `${t('market.newFirmsLater', { year: String(market.years.later) })}: ${formatNumber(market.sector.newFirmsLater, locale)}`,
            `${t('market.newFirmShare', { year: String(market.years.later) })}: ${formatPercent(market.sector.newFirmShareLater, locale, { digits: 1 })}`,
            t('sourceLabel', {
              source: marketSource.url
                ? `${marketSource.name}, ${marketSource.url}`
                : marketSource.name,
            }),
          ],
        },
        ...REPORT_PHASES.flatMap((phase) => {
          const steps = analysis.steps.filter((step) => step.phase === phase);
          return steps.length === 0
            ? []
            : [
                {
                  heading: `${t('plan.heading')}: ${t(`phase.${phase}`)}`,
                  bullets: steps.map((step) =>
                    t(step.done ? 'pdf.stepDone' : 'pdf.stepOpen', {
                      step: text(step.text),
                      due: formatCalendarDate(step.dueOn, locale),
                    }),
                  ),
                },
              ];
        }),
        {
          heading: t('timeline.heading'),
          bullets: report.timeline.map(
            (entry) =>
              `${t(`phase.${entry.phase}`)}: ${t('timeline.dates', {
                from: formatCalendarDate(dueOn(created, entry.fromDay), locale),
                to: formatCalendarDate(dueOn(created, entry.toDay), locale),
              })}. ${t(`phaseText.${entry.phase}`)}`,
          ),
        },
        {
          heading: t('resources.heading'),
          bullets: report.resources.map(
            (resource) => `${t(`resources.${resource}`)}: ${t(`resources.${resource}Text`)}`,
          ),
        },
        { heading: t('nextSteps.heading'), bullets: report.nextSteps.map(sourced) },
      ],
      notes: [t('pdf.disclaimer')],
    };
  }, [analysis, resolver]);
};
