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
  const { t } = useTranslation('simulator');
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

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
      <span className="font-medium text-ink">{scenario.name}</span>
      <span className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('saved.loadNamed', { name: scenario.name })}
          onClick={() => onLoad(scenario)}
        >
          {t('saved.load')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('saved.renameNamed', { name: scenario.name })}
          onClick={() => {
            setError(undefined);
            setDraft(scenario.name);
          }}
        >
          {t('saved.rename')}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          aria-label={t('saved.deleteNamed', { name: scenario.name })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(scenario.id)}
        >
          {t('saved.delete')}
        </Button>
      </span>
    </li>
  );
};
