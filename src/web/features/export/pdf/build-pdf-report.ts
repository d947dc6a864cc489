import { jsPDF } from 'jspdf';
import type { TFunction } from 'i18next';
import type { ReportContent } from '../report-content';
import { drawFactorBars, drawSurvivalChart } from './pdf-charts';
import { MUTED, PAGE_MARGIN_MM, PRIMARY, PdfCursor } from './pdf-layout';
import { loadPdfFont, PDF_FONT_FILE, PDF_FONT_NAME } from './load-pdf-font';

/** The report as a PDF of real text (selectable, searchable) with vector charts. Lazily loaded. */
export const buildPdfReport = async (content: ReportContent, t: TFunction<'export'>) => {
  const fontBase64 = await loadPdfFont();
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS(PDF_FONT_FILE, fontBase64);
  doc.addFont(PDF_FONT_FILE, PDF_FONT_NAME, 'normal');
  doc.setFont(PDF_FONT_NAME, 'normal');
  doc.setLanguage(content.language === 'tr' ? 'tr' : 'en-US');
  doc.setProperties({
    title: content.title,
    subject: t('pdf.subject'),
    creator: 'Foresight',
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

  const pageCount = doc.getNumberOfPages();
  for (let page = 1; page <= pageCount; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(
      t('pdf.page', { page, total: pageCount }),
      doc.internal.pageSize.getWidth() - PAGE_MARGIN_MM,
      doc.internal.pageSize.getHeight() - 8,
      { align: 'right' },
    );
  }
  return doc.output('blob');
};
