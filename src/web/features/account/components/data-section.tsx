import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast-store';
import { useAccountExport } from '../api/get-account-export';
import { downloadJson } from '../download-json';
import { useFailureToast } from '../hooks/use-failure-toast';
import { AccountSection } from './account-section';

/** "Your data": everything stored about the user, downloaded as one JSON file (data export). */
export const DataSection = () => {
  const { t } = useTranslation('account');
  const exportData = useAccountExport();
  const showFailure = useFailureToast();
  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        downloadJson(data, `foresight-export-${data.exportedAt.slice(0, 10)}.json`);
        toast({ title: t('data.exported'), description: t('data.exportedDescription') });
      },
      onError: (error) => showFailure(t('data.exportFailed'), error),
    });
  return (
    <AccountSection
      id="account-data"
      heading={t('data.heading')}
      description={t('data.description')}
    >
      <div>
        <Button variant="secondary" disabled={exportData.isPending} onClick={onExport}>
          <Download aria-hidden="true" className="size-4" />
          {exportData.isPending ? t('data.exporting') : t('data.export')}
        </Button>
      </div>
    </AccountSection>
  );
};
