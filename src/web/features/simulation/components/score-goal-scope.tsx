import { useTranslation } from 'react-i18next';
import { useFieldText } from '#web/lib/field-text';
import { type InputKind, INPUTS_BY_KIND } from '#web/lib/input-kind';

// What may change first, then what stays.
const KINDS: readonly InputKind[] = ['choice', 'business'];

/**
 * What the success-score search may change (the founder's own choices) and what it leaves as it
 * is (what describes the business), each as a list of the calculator's field names.
 */
export const ScoreGoalScope = () => {
  const { t } = useTranslation('simulation');
  const fieldText = useFieldText();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {KINDS.map((kind) => (
        <div key={kind} className="flex flex-col gap-1">
          <p id={`score-goal-${kind}`} className="font-semibold">
            {t(`goal.score.scope.${kind}`)}
          </p>
          <ul aria-labelledby={`score-goal-${kind}`} className="list-disc pl-5">
            {INPUTS_BY_KIND[kind].map((name) => (
              <li key={name}>{fieldText.label(name)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};
