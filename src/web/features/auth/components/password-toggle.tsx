import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PasswordToggleProps = { isVisible: boolean; onToggle: () => void };

/** The show-password button inside a password field; aria-pressed tells its state. */
export const PasswordToggle = ({ isVisible, onToggle }: PasswordToggleProps) => {
  const { t } = useTranslation('auth');
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <button
      type="button"
      aria-pressed={isVisible}
      aria-label={isVisible ? t('fields.hidePassword') : t('fields.showPassword')}
      onClick={onToggle}
      className="flex size-10 items-center justify-center rounded-md text-ink-muted hover:bg-muted hover:text-ink"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
};
