import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import type { ConsentChoice } from '../consent-storage';
import { ConsentOption } from './consent-option';

type CookiePreferencesDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  choice: ConsentChoice;
  onChoiceChange: (choice: ConsentChoice) => void;
  onSave: () => void;
  /** Puts focus back when the dialog closes: it is opened by an event, not by a Radix trigger. */
  onCloseAutoFocus: (event: Event) => void;
};

/** The Customize dialog (spec sections 4, 5 and 9): necessary locked on, analytics and marketing. */
export const CookiePreferencesDialog = ({
  isOpen,
  onOpenChange,
  choice,
  onChoiceChange,
  onSave,
  onCloseAutoFocus,
}: CookiePreferencesDialogProps) => {
  const { t } = useTranslation('consent');
  return (
    <Dialog
      size="md"
      open={isOpen}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('dialog.title')}
      description={t('dialog.description')}
    >
      <div className="flex flex-col gap-3">
        <ConsentOption
          label={t('dialog.necessary.label')}
          description={t('dialog.necessary.description')}
          requiredLabel={t('dialog.required')}
          isChecked
        />
        <ConsentOption
          label={t('dialog.analytics.label')}
          description={t('dialog.analytics.description')}
          isChecked={choice.analytics}
          onCheckedChange={(analytics) => onChoiceChange({ ...choice, analytics })}
        />
        <ConsentOption
          label={t('dialog.marketing.label')}
          description={t('dialog.marketing.description')}
          isChecked={choice.marketing}
          onCheckedChange={(marketing) => onChoiceChange({ ...choice, marketing })}
        />
      </div>
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button onClick={onSave}>{t('dialog.save')}</Button>
      </DialogActions>
    </Dialog>
  );
};
