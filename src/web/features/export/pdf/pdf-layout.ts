import type { jsPDF } from 'jspdf';

export const PAGE_MARGIN_MM = 18;
const LINE_HEIGHT_FACTOR = 0.42;

type Rgb = readonly [number, number, number];
export const INK: Rgb = [15, 23, 42];
export const MUTED: Rgb = [71, 85, 105];
export const PRIMARY: Rgb = [15, 107, 99];
export const LINE: Rgb = [203, 213, 225];

/** A top-to-bottom writer over a jsPDF document that starts new pages when it runs out of room. */
export class PdfCursor {
  y = PAGE_MARGIN_MM;

  constructor(readonly doc: jsPDF) {}

  get width() {
    return this.doc.internal.pageSize.getWidth() - 2 * PAGE_MARGIN_MM;
  }

  private get bottom() {
    return this.doc.internal.pageSize.getHeight() - PAGE_MARGIN_MM;
  }

  /** Starts a new page unless `height` millimetres still fit. */
  ensure(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = PAGE_MARGIN_MM;
  }

  text(value: string, options: { size?: number; color?: Rgb; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const lineHeight = size * LINE_HEIGHT_FACTOR;
    this.doc.setFontSize(size);
    this.doc.setTextColor(...(options.color ?? INK));
    const lines = this.doc.splitTextToSize(value, this.width - indent) as string[];
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y += lineHeight;
      this.doc.text(line, PAGE_MARGIN_MM + indent, this.y);
    }
    this.y += options.gap ?? 1.5;
  }

  heading(value: string) {
    this.ensure(14);
    this.y += 4;
    this.text(value, { size: 14, color: PRIMARY, gap: 1 });
    this.doc.setDrawColor(...LINE);
    this.doc.setLineWidth(0.3);
    this.doc.line(PAGE_MARGIN_MM, this.y, PAGE_MARGIN_MM + this.width, this.y);
    this.y += 3;
  }

  bullets(items: readonly string[], emptyText: string) {
    if (items.length === 0) {
      this.text(emptyText, { color: MUTED });
      return;
    }
    for (const item of items) this.text(`•  ${item}`, { indent: 2 });
  }
}
