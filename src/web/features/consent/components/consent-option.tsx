import { useId } from 'react';
import { CheckboxField } from '#web/components/ui/checkbox-field';

type ConsentOptionProps = {
  label: string;
  description: string;
  isChecked: boolean;
  /** Absent for necessary cookies, which cannot be switched off (spec section 5). */
  onCheckedChange?: (isChecked: boolean) => void;
  requiredLabel?: string;
};

/** One cookie category: a checkbox with its label, an optional "Required" tag and the explanation. */
export const ConsentOption = ({
  label,
  description,
  isChecked,
  onCheckedChange,
  requiredLabel,
}: ConsentOptionProps) => {
  const id = useId();
  const isLocked = !onCheckedChange;
  return (
    <CheckboxField
      id={id}
      label={
        <span className="font-medium">
          {label}
          {requiredLabel ? (
            <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
              {requiredLabel}
            </span>
          ) : null}
        </span>
      }
      hint={<span className="text-xs">{description}</span>}
      checked={isChecked}
      disabled={isLocked}
      readOnly={isLocked}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className="rounded-lg border border-line p-3 text-sm"
    />
  );
};
