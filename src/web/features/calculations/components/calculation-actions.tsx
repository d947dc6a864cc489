import { Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { DeleteDialog } from './delete-dialog';
import { RenameDialog } from './rename-dialog';
import { ShareDialog } from './share-dialog';

type CalculationActionsProps = {
  calculationId: string;
  title: string;
  /** Open the share dialog at once (the user came here to share). */
  isShareOpenAtFirst?: boolean;
  /** Where to go once the calculation is deleted (its page no longer exists). */
  onDeleted: () => void;
};

type OpenDialog = 'rename' | 'share' | 'delete' | null;

/** Rename, share and delete buttons of a saved calculation, each with its dialog. */
export const CalculationActions = ({
  calculationId,
  title,
  isShareOpenAtFirst = false,
  onDeleted,
}: CalculationActionsProps) => {
  const { t } = useTranslation('calculations');
  const [openDialog, setOpenDialog] = useState<OpenDialog>(isShareOpenAtFirst ? 'share' : null);
  const setOpen = (dialog: Exclude<OpenDialog, null>) => (open: boolean) =>
    setOpenDialog(open ? dialog : null);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpenDialog('rename')}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('actions.rename')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpenDialog('share')}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('actions.share')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpenDialog('delete')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('actions.delete')}
      </Button>
      <RenameDialog
        calculationId={calculationId}
        currentTitle={title}
        open={openDialog === 'rename'}
        onOpenChange={setOpen('rename')}
      />
      <ShareDialog
        calculationId={calculationId}
        title={title}
        open={openDialog === 'share'}
        onOpenChange={setOpen('share')}
      />
      <DeleteDialog
        calculationId={calculationId}
        title={title}
        open={openDialog === 'delete'}
        onOpenChange={setOpen('delete')}
        onDeleted={onDeleted}
      />
    </>
  );
};
