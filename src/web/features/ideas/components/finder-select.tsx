import { SelectField, type SelectFieldProps } from '#web/components/ui/select-field';

type FinderSelectProps = Omit<SelectFieldProps, 'children'> & {
  options: readonly { value: string; label: string }[];
  /** The first, empty option ("Choose…" or "Either"). */
  emptyLabel?: string;
};

/** The kit's select filled from the finder's option lists (its required and optional choices). */
export const FinderSelect = ({ options, emptyLabel, className, ...props }: FinderSelectProps) => (
  <SelectField className={className ?? 'min-w-0'} {...props}>
    {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </SelectField>
);
