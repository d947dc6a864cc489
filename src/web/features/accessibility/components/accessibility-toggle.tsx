import { Switch } from 'radix-ui';
import { useId } from 'react';

type AccessibilityToggleProps = {
  label: string;
  description: string;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
};

/** One labelled switch of the panel; the description is announced with it. */
export const AccessibilityToggle = ({
  label,
  description,
  isChecked,
  onCheckedChange,
}: AccessibilityToggleProps) => {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span id={`${id}-description`} className="text-xs text-ink-muted">
          {description}
        </span>
      </div>
      <Switch.Root
        id={id}
        checked={isChecked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full border-2 border-transparent bg-line-strong transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </div>
  );
};
