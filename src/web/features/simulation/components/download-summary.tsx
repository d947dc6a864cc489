import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScenarioRunResult } from '#shared/contracts/simulation';
import { Button } from '#web/components/ui/button';
import { useMoneyView } from '#web/lib/money-view';
import { summaryCsv, summaryRows } from '../simulation-summary';

const download = (fileName: string, type: string, content: string) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};

/** The per-scenario summary as CSV or JSON, built in the browser (nothing is sent anywhere). */
export const DownloadSummary = ({
  scenarios,
  nameOf,
}: {
  scenarios: ScenarioRunResult[];
  nameOf: (scenario: ScenarioRunResult) => string;
}) => {
  const { t } = useTranslation('simulation');
  const rows = summaryRows(scenarios, nameOf, useMoneyView());
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="secondary"
        onClick={() => download('simulation-summary.csv', 'text/csv', summaryCsv(rows))}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('download.csv')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          download(
            'simulation-summary.json',
            'application/json',
            JSON.stringify({ scenarios: rows }, null, 2),
          )
        }
      >
        <Download aria-hidden="true" className="size-4" />
        {t('download.json')}
      </Button>
    </div>
  );
};
