import { useTranslation } from 'react-i18next';

type RememberMeCheckboxProps = { isChecked: boolean; onChange: (isChecked: boolean) => void };

/** Spec section 4's remember-me: the session then skips the 30-minute idle limit, never the 24-hour one. */
export const RememberMeCheckbox = ({ isChecked, onChange }: RememberMeCheckboxProps) => {
  const { t } = useTranslation('session');
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        name="rememberMe"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-line accent-primary"
      />
      {t('rememberMe')}
    </label>
  );
};
