import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedScenario, ScenarioNameSchema } from '#shared/contracts/scenarios';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDeleteScenario } from '../api/delete-scenario';
import { useUpdateScenario } from '../api/update-scenario';

type SavedScenarioItemProps = {
  scenario: SavedScenario;
  onLoad: (scenario: SavedScenario) => void;
};

/** One saved scenario: load it into the form, rename it in place, or delete it. */
export const SavedScenarioItem = ({ scenario, onLoad }: SavedScenarioItemProps) => {
  const { t } = useTranslation('simulation');
  const update = useUpdateScenario();
  const remove = useDeleteScenario();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const fieldId = `rename-${scenario.id}`;

  const onRename = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = ScenarioNameSchema.safeParse(draft ?? '');
    if (!parsed.success) {
      setError(t('saved.nameInvalid'));
      return;
    }
    update.mutate(
      { id: scenario.id, body: { name: parsed.data } },
      { onSuccess: () => setDraft(null) },
    );
  };

  if (draft !== null) {
    return (
      <li className="rounded-lg border border-line p-3">
        <form onSubmit={onRename} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            id={fieldId}
            label={t('saved.renameLabel', { name: scenario.name })}
            value={draft}
            error={error}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-60 flex-1"
            autoFocus
          />
          <Button type="submit" disabled={update.isPending}>
            {t('saved.renameSave')}
          </Button>
          <Button variant="ghost" onClick={() => setDraft(null)}>
            {t('saved.renameCancel')}
          </Button>
        </form>
      </li>
    );
  }

  // Each button's name carries the scenario's name for screen readers.
  const actions = [
    { key: 'load', variant: 'secondary', isDisabled: false, onClick: () => onLoad(scenario) },
    {
      key: 'rename',
      variant: 'secondary',
      isDisabled: false,
      onClick: () => {
        setError(undefined);
        setDraft(scenario.name);
      },
    },
    {
      key: 'delete',
      variant: 'destructive',
      isDisabled: remove.isPending,
      onClick: () => remove.mutate(scenario.id),
    },
  ] as const;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
      <span className="font-medium text-ink">{scenario.name}</span>
      <span className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.key}
            variant={action.variant}
            size="sm"
            aria-label={t(`saved.${action.key}Named`, { name: scenario.name })}
            disabled={action.isDisabled}
            onClick={action.onClick}
          >
            {t(`saved.${action.key}`)}
          </Button>
        ))}
      </span>
    </li>
  );
};
