import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AREA_TYPES, CUSTOMER_TYPES, EXPERIENCE_LEVELS, SECTOR_CODES } from '#engine/inputs';
import { LOCATION_CODES } from '#engine/locations';
import { IDEA_SKILLS, IDEA_TIME_NEEDS } from '#shared/ideas/idea-types';
import { Button } from '#web/components/ui/button';
import { cardClassName } from '#web/components/ui/card';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { useFieldText } from '#web/lib/field-text';
import { useValidationMessage } from '#web/lib/use-validation-message';
import {
  EMPTY_FINDER_FORM,
  type FinderFormValues,
  finderResolver,
  formValuesOf,
} from '../finder-form-values';
import type { FinderSearch } from '../finder-search';
import { CheckboxGroup } from './checkbox-group';
import { FinderBudgetField } from './finder-budget-field';
import { FinderSelect } from './finder-select';

type FinderFormProps = {
  initial: Partial<FinderSearch>;
  onSearch: (search: FinderSearch) => void;
  onClear: () => void;
};

const AREA_CHOICES = AREA_TYPES.filter((code) => code !== 'unknown');

/** The finder's filters: the founder (location, experience, area) and what they look for. */
export const FinderForm = ({ initial, onSearch, onClear }: FinderFormProps) => {
  const { t } = useTranslation('ideas');
  const fieldText = useFieldText();
  const translateValidation = useValidationMessage();
  const form = useForm<FinderFormValues, unknown, FinderSearch>({
    defaultValues: formValuesOf(initial),
    resolver: finderResolver,
  });
  const { errors } = form.formState;
  const optionsOf = (name: string, codes: readonly string[]) =>
    codes.map((value) => ({ value, label: fieldText.option(name, value) }));

  return (
    <form
      noValidate
      aria-labelledby="finder-form-heading"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      className={cardClassName({
        shape: 'panel',
        padding: 'sm-lg',
        className: 'flex flex-col gap-6',
      })}
    >
      <h2 id="finder-form-heading" className="text-xl font-semibold text-ink">
        {t('finder.form.heading')}
      </h2>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-3 font-semibold text-ink">{t('finder.form.founder')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FinderSelect
            id="finder-location"
            label={fieldText.label('location')}
            emptyLabel={t('finder.form.choose')}
            options={optionsOf('location', LOCATION_CODES)}
            aria-required
            error={translateValidation(errors.location?.message)}
            {...form.register('location')}
          />
          <FinderSelect
            id="finder-experience"
            label={fieldText.label('experience')}
            emptyLabel={t('finder.form.choose')}
            options={optionsOf('experience', EXPERIENCE_LEVELS)}
            aria-required
            error={translateValidation(errors.experience?.message)}
            {...form.register('experience')}
          />
          <FinderSelect
            id="finder-area"
            label={fieldText.label('areaType')}
            emptyLabel={t('finder.form.areaAny')}
            options={optionsOf('areaType', AREA_CHOICES)}
            {...form.register('areaType')}
          />
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-3 font-semibold text-ink">{t('finder.form.preferences')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FinderBudgetField form={form} />
          <FinderSelect
            id="finder-time"
            label={t('finder.form.time')}
            options={IDEA_TIME_NEEDS.map((value) => ({
              value,
              label: t(`finder.form.timeOptions.${value}`),
            })).reverse()}
            {...form.register('time')}
          />
        </div>
        <CheckboxField
          id="finder-online"
          label={t('finder.form.onlineOnly')}
          size="md"
          className="min-h-10 justify-center"
          {...form.register('isOnlineOnly')}
        />
        <CheckboxGroup
          idPrefix="finder-sector"
          legend={t('finder.form.sectors')}
          hint={t('finder.form.anyHint')}
          options={optionsOf('sector', SECTOR_CODES)}
          registration={form.register('sectors')}
        />
        <CheckboxGroup
          idPrefix="finder-skill"
          legend={t('finder.form.skills')}
          hint={t('finder.form.anyHint')}
          options={IDEA_SKILLS.map((value) => ({ value, label: t(`skills.${value}`) }))}
          registration={form.register('skills')}
        />
        <CheckboxGroup
          idPrefix="finder-customer"
          legend={t('finder.form.customerTypes')}
          hint={t('finder.form.anyHint')}
          options={optionsOf('customerType', CUSTOMER_TYPES)}
          registration={form.register('customerTypes')}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('finder.form.submit')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({
              ...EMPTY_FINDER_FORM,
              location: form.getValues('location'),
              experience: form.getValues('experience'),
              currency: form.getValues('currency'),
            });
            onClear();
          }}
        >
          {t('finder.form.clear')}
        </Button>
      </div>
    </form>
  );
};
