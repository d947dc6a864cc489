import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '#shared/contracts/businesses';

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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('switcher.label')}
      </label>
      <select
        id={id}
        value={currentBusinessId ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full max-w-sm rounded-md border border-line-strong bg-surface px-3 text-base text-ink"
      >
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {business.name}
          </option>
        ))}
      </select>
    </div>
  );
};
