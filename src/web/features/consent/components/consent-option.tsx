import { useId } from 'react';

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
    <div className="flex items-start gap-3 rounded-lg border border-line p-3">
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        disabled={isLocked}
        readOnly={isLocked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {requiredLabel ? (
            <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
              {requiredLabel}
            </span>
          ) : null}
        </label>
        <p id={`${id}-description`} className="text-xs text-ink-muted">
          {description}
        </p>
      </div>
    </div>
  );
};
