import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#web/components/ui/checkbox-field';

type RememberMeCheckboxProps = { isChecked: boolean; onChange: (isChecked: boolean) => void };

/** Spec section 4's remember-me: the session then skips the 30-minute idle limit, never the 24-hour one. */
export const RememberMeCheckbox = ({ isChecked, onChange }: RememberMeCheckboxProps) => {
  const { t } = useTranslation('session');
  return (
    <CheckboxField
      id={useId()}
      label={t('rememberMe')}
      name="rememberMe"
      checked={isChecked}
      onChange={(event) => onChange(event.target.checked)}
      className="text-sm"
    />
  );
};
