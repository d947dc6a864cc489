import { ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorInput, PredictionResult } from '#engine/index';
import type { MoneyEntry } from '#shared/money/currencies';
import { buttonClassName } from '#web/components/ui/button';
import { menuContentClassName, menuItemClassName } from '#web/components/ui/menu-styles';
import { toast } from '#web/lib/toast-store';
import { toCalculationCsv, toCalculationJson } from '../calculation-files';
import { downloadBlob, fileNameFor } from '../download-file';
import { buildReportContent } from '../report-content';
import { useFieldText } from '#web/lib/field-text';

export type ExportMenuProps = {
  input: CalculatorInput;
  /** The capital as typed; absent when typed in dollars. */
  capitalEntry?: MoneyEntry | undefined;
  result: PredictionResult;
  title: string;
};

const FORMATS = ['pdf', 'png', 'json', 'csv'] as const;
type ExportFormat = (typeof FORMATS)[number];

/** Download the result as a PDF report, a PNG card, JSON or CSV. PDF and PNG code loads on demand. */
export const ExportMenu = ({ input, capitalEntry, result, title }: ExportMenuProps) => {
  const { t, i18n } = useTranslation('export');
  const { t: engineT } = useTranslation('engine');
  const { t: commonT } = useTranslation('common');
  const fieldText = useFieldText();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';

  const exportAs = async (format: ExportFormat) => {
    const now = new Date();
    const source = { input, capitalEntry, result, title };
    const content = buildReportContent({
      source,
      t,
      engineT,
      fieldsT: fieldText.context.t,
      commonT,
      language,
      now,
    });
    setBusy(format);
    try {
      if (format === 'pdf') {
        // jsPDF and the font stay out of the result page's bundle until someone asks for a PDF.
        const { buildPdfReport } = await import('../pdf/build-pdf-report');
        downloadBlob(await buildPdfReport(content, t), fileNameFor(title, 'pdf'));
      } else if (format === 'png') {
        const { drawResultCard } = await import('../png/draw-result-card');
        downloadBlob(await drawResultCard(content, t), fileNameFor(title, 'png'));
      } else if (format === 'json') {
        const json = toCalculationJson(source, now);
        downloadBlob(new Blob([json], { type: 'application/json' }), fileNameFor(title, 'json'));
      } else {
        const csv = toCalculationCsv(content, t);
        downloadBlob(
          new Blob([csv], { type: 'text/csv;charset=utf-8' }),
          fileNameFor(title, 'csv'),
        );
      }
      toast({ title: t('menu.done', { format: t(`menu.formats.${format}`) }) });
    } catch {
      toast({ variant: 'destructive', title: t('menu.failed') });
    } finally {
      setBusy(null);
    }
  };

  // Not modal: a modal menu hides the page with aria-hidden while it stays focusable (axe's
  // aria-hidden-focus rule); the menu still closes on Escape, outside clicks and focus leaving.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClassName('secondary', 'sm')}
        disabled={busy !== null}
        aria-busy={busy !== null}
      >
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('menu.working') : t('menu.trigger')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClassName}>
          {FORMATS.map((format) => (
            <DropdownMenu.Item
              key={format}
              className={menuItemClassName}
              onSelect={() => void exportAs(format)}
            >
              {t(`menu.formats.${format}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
