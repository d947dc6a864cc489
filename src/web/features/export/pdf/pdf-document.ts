import { jsPDF } from 'jspdf';
import { MUTED, PAGE_MARGIN_MM } from './pdf-layout';
import { loadPdfFont, PDF_FONT_FILE, PDF_FONT_NAME } from './load-pdf-font';

/** An A4 document in DejaVu Sans (Turkish letters as real text) with its language and metadata. */
export const createPdfDocument = async (options: {
  language: 'en' | 'tr';
  title: string;
  subject: string;
}) => {
  const fontBase64 = await loadPdfFont();
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS(PDF_FONT_FILE, fontBase64);
  doc.addFont(PDF_FONT_FILE, PDF_FONT_NAME, 'normal');
  doc.setFont(PDF_FONT_NAME, 'normal');
  doc.setLanguage(options.language === 'tr' ? 'tr' : 'en-US');
  doc.setProperties({ title: options.title, subject: options.subject, creator: 'Foresight' });
  return doc;
};

/** "Page 2 of 5" at the bottom right of every page, once the content is complete. */
export const numberPages = (doc: jsPDF, label: (page: number, total: number) => string) => {
  const pageCount = doc.getNumberOfPages();
  for (let page = 1; page <= pageCount; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(
      label(page, pageCount),
      doc.internal.pageSize.getWidth() - PAGE_MARGIN_MM,
      doc.internal.pageSize.getHeight() - 8,
      { align: 'right' },
    );
  }
};
