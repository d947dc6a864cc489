import type { ReportContent } from '../report-content';
import { formatPercent } from '#web/lib/format';
import { INK, LINE, MUTED, PAGE_MARGIN_MM, PRIMARY, type PdfCursor } from './pdf-layout';

const CHART_HEIGHT_MM = 50;

/** The survival curve as vector lines and points over a 0-100 % grid (years 1..5). */
export const drawSurvivalChart = (
  cursor: PdfCursor,
  content: ReportContent,
  labels: { axis: string; year: (year: number) => string },
) => {
  const { doc } = cursor;
  cursor.ensure(CHART_HEIGHT_MM + 14);
  const left = PAGE_MARGIN_MM + 12;
  const top = cursor.y + 4;
  const width = cursor.width - 16;
  const height = CHART_HEIGHT_MM;
  const xOf = (index: number) => left + (width * index) / (content.survivalCurve.length - 1);
  const yOf = (percent: number) => top + height - (height * percent) / 100;

  doc.setFontSize(8);
  doc.setLineWidth(0.2);
  for (const tick of [0, 25, 50, 75, 100]) {
    doc.setDrawColor(...LINE);
    doc.line(left, yOf(tick), left + width, yOf(tick));
    doc.setTextColor(...MUTED);
    doc.text(formatPercent(tick / 100, content.locale), left - 2, yOf(tick) + 1, {
      align: 'right',
    });
  }
  doc.setDrawColor(...PRIMARY);
  doc.setFillColor(...PRIMARY);
  doc.setLineWidth(0.8);
  content.survivalCurve.forEach((point, index) => {
    const next = content.survivalCurve[index + 1];
    if (next) doc.line(xOf(index), yOf(point.percent), xOf(index + 1), yOf(next.percent));
    doc.circle(xOf(index), yOf(point.percent), 1, 'F');
    doc.setTextColor(...INK);
    doc.text(point.text, xOf(index), yOf(point.percent) - 2.5, { align: 'center' });
    doc.setTextColor(...MUTED);
    doc.text(labels.year(point.year), xOf(index), top + height + 5, { align: 'center' });
  });
  doc.text(labels.axis, left, top - 1);
  cursor.y = top + height + 9;
};

/** Factor ratings (0-100) as horizontal vector bars with their values written beside them. */
export const drawFactorBars = (cursor: PdfCursor, content: ReportContent) => {
  const { doc } = cursor;
  const labelWidth = 55;
  const barMax = cursor.width - labelWidth - 14;
  for (const factor of content.factors) {
    cursor.ensure(8);
    const y = cursor.y + 2;
    doc.setFontSize(9);
    doc.setTextColor(...INK);
    doc.text(factor.label, PAGE_MARGIN_MM, y + 3.5);
    doc.setFillColor(238, 242, 246);
    doc.rect(PAGE_MARGIN_MM + labelWidth, y, barMax, 4.5, 'F');
    doc.setFillColor(...PRIMARY);
    doc.rect(PAGE_MARGIN_MM + labelWidth, y, (barMax * factor.rating) / 100, 4.5, 'F');
    doc.text(String(factor.rating), PAGE_MARGIN_MM + labelWidth + barMax + 2, y + 3.5);
    cursor.y += 7;
  }
  cursor.y += 2;
};
