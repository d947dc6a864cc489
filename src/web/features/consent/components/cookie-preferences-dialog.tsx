import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
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
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-line bg-surface p-5 text-ink shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('dialog.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">
            {t('dialog.description')}
          </Dialog.Description>
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
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </Dialog.Close>
            <Button onClick={onSave}>{t('dialog.save')}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
