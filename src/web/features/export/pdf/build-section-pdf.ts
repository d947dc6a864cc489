import type { TFunction } from 'i18next';
import { createPdfDocument, numberPages } from './pdf-document';
import { MUTED, PRIMARY, PdfCursor } from './pdf-layout';

/**
 * A report of headed text sections, already in the reader's language: what a feature (the
 * comprehensive analysis) hands over to be written as a PDF with the calculator's fonts and layout.
 */
export type SectionDocument = {
  language: 'en' | 'tr';
  title: string;
  subject: string;
  /** One line under the title: date, model version. */
  meta: string;
  sections: readonly {
    heading: string;
    paragraphs?: readonly string[];
    bullets?: readonly string[];
  }[];
  /** Small print at the end (sources, disclaimer). */
  notes: readonly string[];
};

/** The document as a PDF of real, selectable text. Lazily loaded with jsPDF. */
export const buildSectionPdf = async (content: SectionDocument, t: TFunction<'export'>) => {
  const doc = await createPdfDocument(content);
  const cursor = new PdfCursor(doc);
  cursor.text(t('pdf.brand'), { size: 10, color: PRIMARY, gap: 0.5 });
  cursor.text(content.title, { size: 20, gap: 1 });
  cursor.text(content.meta, { size: 9, color: MUTED });
  for (const section of content.sections) {
    cursor.heading(section.heading);
    for (const paragraph of section.paragraphs ?? []) cursor.text(paragraph);
    if (section.bullets) cursor.bullets(section.bullets, t('pdf.none'));
  }
  cursor.y += 4;
  for (const note of content.notes) cursor.text(note, { size: 8, color: MUTED });
  numberPages(doc, (page, total) => t('pdf.page', { page, total }));
  return doc.output('blob');
};
