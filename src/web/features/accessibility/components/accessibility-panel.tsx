import { Accessibility } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { DialogHeader } from '#web/components/ui/dialog';
import {
  countActiveSettings,
  TOGGLED_SETTINGS,
  type AccessibilitySettingName,
} from '../accessibility-settings';
import {
  resetAccessibilitySettings,
  updateAccessibilitySettings,
  useAccessibilitySettings,
} from '../accessibility-store';
import { applyAccessibilitySettings } from '../apply-accessibility-settings';
import { AccessibilityToggle } from './accessibility-toggle';
import { playToggleSound } from '../play-toggle-sound';

/** The floating round button and its slide-in settings panel (spec sections 2, 4 and 9). */
export const AccessibilityPanel = () => {
  const { t } = useTranslation('accessibility');
  const settings = useAccessibilitySettings();
  const activeCount = countActiveSettings(settings);

  // The saved settings take effect on load, before anyone opens the panel.
  useEffect(() => applyAccessibilitySettings(settings), [settings]);

  const onToggle = (name: AccessibilitySettingName, isOn: boolean) => {
    updateAccessibilitySettings({ [name]: isOn });
    if (name === 'soundEnabled' ? isOn : settings.soundEnabled) playToggleSound(isOn);
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent text-white shadow-lg hover:bg-primary-strong">
        <Accessibility aria-hidden="true" className="size-7" />
        <span className="sr-only">
          {t('button.label')}: {t('button.activeCount', { count: activeCount })}
        </span>
        <span
          aria-hidden="true"
          data-accessibility-badge=""
          className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-surface bg-danger-700 px-1 text-xs font-bold text-white"
        >
          {activeCount}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="accessibility-panel fixed right-4 bottom-22 z-50 flex max-h-[calc(100dvh-7rem)] flex-col rounded-xl border border-line bg-surface text-ink shadow-2xl">
          <DialogHeader
            title={t('panel.title')}
            description={t('panel.description')}
            closeLabel={t('panel.closeIcon')}
            className="border-b border-line p-4"
          />
          <div className="divide-y divide-line overflow-y-auto px-4">
            {TOGGLED_SETTINGS.map((name) => (
              <AccessibilityToggle
                key={name}
                label={t(`settings.${name}.label`)}
                description={t(`settings.${name}.description`)}
                isChecked={settings[name]}
                onCheckedChange={(isOn) => onToggle(name, isOn)}
              />
            ))}
          </div>
          <div className="flex flex-col gap-3 border-t border-line p-4">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {t('panel.footer', { count: activeCount })}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={resetAccessibilitySettings}>
                {t('panel.resetAll')}
              </Button>
              <Dialog.Close asChild>
                <Button size="sm">{t('panel.close')}</Button>
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
