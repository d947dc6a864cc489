import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALCULATION_TITLE_MAX_LENGTH,
  CalculationTitleSchema,
} from '#shared/contracts/calculations';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useRenameCalculation } from '../api/rename-calculation';

type RenameDialogProps = {
  calculationId: string;
  currentTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type RenameFormProps = Omit<RenameDialogProps, 'open'>;

// Mounted only while the dialog is open, so each opening starts from the current title.
const RenameForm = ({ calculationId, currentTitle, onOpenChange }: RenameFormProps) => {
  const { t } = useTranslation('calculations');
  const describeError = useErrorMessage();
  const inputId = useId();
  const [title, setTitle] = useState(currentTitle);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameCalculation();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same schema as the server: trimmed, 1-120 characters, no control characters.
    const parsed = CalculationTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(t('rename.invalid', { max: CALCULATION_TITLE_MAX_LENGTH }));
      return;
    }
    rename.mutate(
      { id: calculationId, title: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('rename.done') });
          onOpenChange(false);
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <TextField
        id={inputId}
        label={t('rename.label')}
        value={title}
        maxLength={CALCULATION_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={rename.isPending}>
          {t('rename.save')}
        </Button>
      </DialogActions>
    </form>
  );
};

/** Renames a calculation. */
export const RenameDialog = ({ open, onOpenChange, ...props }: RenameDialogProps) => {
  const { t } = useTranslation('calculations');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rename.title')}
      closeLabel={t('dialog.close')}
    >
      <RenameForm {...props} onOpenChange={onOpenChange} />
    </Dialog>
  );
};
