import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedScenario, ScenarioNameSchema } from '#shared/contracts/scenarios';
import { SCENARIOS_PER_BUSINESS_MAX, type SimulationInput } from '#shared/contracts/simulation';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-client';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateScenario } from '../api/create-scenario';
import { SavedScenarioItem } from './saved-scenario-item';

type SavedScenariosProps = {
  businessId: string;
  scenarios: SavedScenario[];
  /** Validates the form and returns its input, or null when a field is invalid. */
  readInput: () => Promise<SimulationInput | null>;
  onLoad: (scenario: SavedScenario) => void;
};

/** The business's saved scenarios (at most 10) and a form to save the current plan as one. */
export const SavedScenarios = ({
  businessId,
  scenarios,
  readInput,
  onLoad,
}: SavedScenariosProps) => {
  const { t } = useTranslation('simulation');
  const describeError = useErrorMessage();
  const create = useCreateScenario(businessId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isFull = scenarios.length >= SCENARIOS_PER_BUSINESS_MAX;

  const onSave = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = ScenarioNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(t('saved.nameInvalid'));
      return;
    }
    const input = await readInput();
    if (!input) {
      setError(t('saved.formInvalid'));
      return;
    }
    try {
      await create.mutateAsync({ name: parsed.data, input });
      setName('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === 'CONFLICT'
          ? t('saved.limit', { max: SCENARIOS_PER_BUSINESS_MAX })
          : describeError(failure),
      );
    }
  };

  return (
    <section aria-labelledby="saved-scenarios-title" className="flex flex-col gap-4">
      <h2 id="saved-scenarios-title" className="text-xl font-semibold text-ink">
        {t('saved.title', { count: scenarios.length, max: SCENARIOS_PER_BUSINESS_MAX })}
      </h2>
      <p className="text-sm text-ink-muted">{t('saved.intro')}</p>
      {scenarios.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {scenarios.map((scenario) => (
            <SavedScenarioItem key={scenario.id} scenario={scenario} onLoad={onLoad} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{t('saved.empty')}</p>
      )}
      <form
        onSubmit={(event) => void onSave(event)}
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          id="scenario-name"
          label={t('saved.nameLabel')}
          hint={isFull ? t('saved.limit', { max: SCENARIOS_PER_BUSINESS_MAX }) : undefined}
          value={name}
          error={error}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          className="min-w-60 flex-1"
        />
        <Button type="submit" disabled={create.isPending || isFull}>
          {t('saved.save')}
        </Button>
      </form>
    </section>
  );
};
