import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationSummary } from '#shared/contracts/calculations';
import { Button } from '#web/components/ui/button';
import { DeleteDialog } from './delete-dialog';
import { RenameDialog } from './rename-dialog';

const ROW_ACTIONS = [
  { dialog: 'rename', Icon: Pencil, labelKey: 'list.renameNamed' },
  { dialog: 'delete', Icon: Trash2, labelKey: 'list.deleteNamed' },
] as const;

/** Rename and delete for one row of the list; the button names carry the title for screen readers. */
export const CalculationRowActions = ({ calculation }: { calculation: CalculationSummary }) => {
  const { t } = useTranslation('calculations');
  const [openDialog, setOpenDialog] = useState<'rename' | 'delete' | null>(null);
  return (
    <div className="flex gap-1">
      {ROW_ACTIONS.map(({ dialog, Icon, labelKey }) => (
        <Button
          key={dialog}
          variant="ghost"
          size="sm"
          aria-label={t(labelKey, { title: calculation.title })}
          onClick={() => setOpenDialog(dialog)}
        >
          <Icon aria-hidden="true" className="size-4" />
        </Button>
      ))}
      <RenameDialog
        calculationId={calculation.id}
        currentTitle={calculation.title}
        open={openDialog === 'rename'}
        onOpenChange={(open) => setOpenDialog(open ? 'rename' : null)}
      />
      <DeleteDialog
        calculationId={calculation.id}
        title={calculation.title}
        open={openDialog === 'delete'}
        onOpenChange={(open) => setOpenDialog(open ? 'delete' : null)}
      />
    </div>
  );
};
