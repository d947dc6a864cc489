import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast-store';
import { downloadBlob, fileNameFor } from '../download-file';
import type { SectionDocument } from '../pdf/build-section-pdf';

export type PdfDownloadButtonProps = {
  /** Builds the document when asked, in the language shown at that moment. */
  getDocument: () => SectionDocument;
  label: string;
  busyLabel: string;
};

/** One button that writes a section document as a PDF; jsPDF and the font load on the first click. */
export const PdfDownloadButton = ({ getDocument, label, busyLabel }: PdfDownloadButtonProps) => {
  const { t } = useTranslation('export');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const content = getDocument();
      const { buildSectionPdf } = await import('../pdf/build-section-pdf');
      downloadBlob(await buildSectionPdf(content, t), fileNameFor(content.title, 'pdf'));
      toast({ title: t('menu.done', { format: t('menu.formats.pdf') }) });
    } catch {
      toast({ variant: 'destructive', title: t('menu.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? busyLabel : label}
    </Button>
  );
};
