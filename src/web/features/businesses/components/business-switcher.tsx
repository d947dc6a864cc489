import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '#shared/contracts/businesses';
import { SelectField } from '#web/components/ui/select-field';

export type BusinessSwitcherProps = {
  businesses: Business[];
  currentBusinessId: string | null;
  onChange: (id: string) => void;
};

/** A native select: labelled, keyboard-operable and announced by every screen reader. */
export const BusinessSwitcher = ({
  businesses,
  currentBusinessId,
  onChange,
}: BusinessSwitcherProps) => {
  const { t } = useTranslation('businesses');
  const id = useId();
  if (businesses.length === 0) return null;
  return (
    <SelectField
      id={id}
      label={t('switcher.label')}
      value={currentBusinessId ?? ''}
      onChange={(event) => onChange(event.target.value)}
      className="max-w-sm"
    >
      {businesses.map((business) => (
        <option key={business.id} value={business.id}>
          {business.name}
        </option>
      ))}
    </SelectField>
  );
};
