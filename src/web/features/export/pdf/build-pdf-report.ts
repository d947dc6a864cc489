import type { TFunction } from 'i18next';
import type { ReportContent } from '../report-content';
import { drawFactorBars, drawSurvivalChart } from './pdf-charts';
import { createPdfDocument, numberPages } from './pdf-document';
import { MUTED, PRIMARY, PdfCursor } from './pdf-layout';

/** The report as a PDF of real text (selectable, searchable) with vector charts. Lazily loaded. */
export const buildPdfReport = async (content: ReportContent, t: TFunction<'export'>) => {
  const doc = await createPdfDocument({
    language: content.language === 'tr' ? 'tr' : 'en',
    title: content.title,
    subject: t('pdf.subject'),
  });

  const cursor = new PdfCursor(doc);
  cursor.text(t('pdf.brand'), { size: 10, color: PRIMARY, gap: 0.5 });
  cursor.text(content.title, { size: 20, gap: 1 });
  cursor.text(t('pdf.meta', { date: content.generatedAt, version: content.modelVersion }), {
    size: 9,
    color: MUTED,
  });

  cursor.heading(t('pdf.scoreHeading'));
  cursor.text(t('pdf.score', { score: content.score }), { size: 16 });
  cursor.text(`${content.probabilityText} ${content.intervalText}`);
  cursor.text(t('pdf.band', { band: content.bandText, label: content.labelText }));

  cursor.heading(t('pdf.survivalHeading'));
  drawSurvivalChart(cursor, content, {
    axis: t('pdf.survivalAxis'),
    year: (year) => t('pdf.year', { year }),
  });
  cursor.text(
    content.survivalCurve
      .map((point) => `${t('pdf.year', { year: point.year })}: ${point.text}`)
      .join(' · '),
    { size: 8, color: MUTED },
  );

  cursor.heading(t('pdf.factorsHeading'));
  drawFactorBars(cursor, content);

  cursor.heading(t('pdf.inputsHeading'));
  for (const entry of content.inputs) cursor.text(`${entry.label}: ${entry.value}`, { size: 9.5 });
  if (content.capital.note) cursor.text(content.capital.note, { size: 8, color: MUTED });

  cursor.heading(t('pdf.strengthsHeading'));
  cursor.bullets(content.strengths, t('pdf.none'));
  cursor.heading(t('pdf.challengesHeading'));
  cursor.bullets(content.challenges, t('pdf.none'));
  cursor.heading(t('pdf.recommendationsHeading'));
  cursor.bullets(content.recommendations, t('pdf.none'));

  cursor.heading(t('pdf.sourcesHeading'));
  cursor.bullets(
    content.sources.map((source) =>
      t('pdf.source', { name: source.name, id: source.id, grade: source.grade }),
    ),
    t('pdf.none'),
  );
  cursor.text(t('pdf.modelVersion', { version: content.modelVersion, hash: content.inputHash }), {
    size: 8,
    color: MUTED,
  });
  cursor.text(t('pdf.disclaimer'), { size: 8, color: MUTED });

  numberPages(doc, (page, total) => t('pdf.page', { page, total }));
  return doc.output('blob');
};
