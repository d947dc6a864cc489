import { useTranslation } from 'react-i18next';
import type { SavedCalculation } from '#shared/contracts/calculations';
import { compareCalculations } from '../compare-calculations';
import { CompareChart } from './compare-chart';
import { fieldLabel, fieldValue, languageOf } from './input-text';
import { SignedDelta } from './signed-delta';

type CompareViewProps = { first: SavedCalculation; second: SavedCalculation };

const cell = 'border-b border-line px-3 py-2 text-left align-top';
const headCell = `${cell} font-semibold text-ink`;

/** Two saved calculations side by side: what changed in the inputs, the score and the factors. */
export const CompareView = ({ first, second }: CompareViewProps) => {
  const { t, i18n } = useTranslation('calculations');
  const { t: engineT } = useTranslation('engine');
  const language = languageOf(i18n.resolvedLanguage);
  const comparison = compareCalculations(first, second);
  const columns = (
    <tr>
      <th scope="col" className={headCell}>
        {t('compare.item')}
      </th>
      <th scope="col" className={headCell}>
        {first.title}
      </th>
      <th scope="col" className={headCell}>
        {second.title}
      </th>
      <th scope="col" className={headCell}>
        {t('compare.change')}
      </th>
    </tr>
  );
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="compare-score" className="flex flex-col gap-3">
        <h2 id="compare-score" className="text-xl font-semibold text-ink">
          {t('compare.scoreHeading')}
        </h2>
        <CompareChart comparison={comparison} firstTitle={first.title} secondTitle={second.title} />
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <thead>{columns}</thead>
            <tbody>
              <tr>
                <th scope="row" className={headCell}>
                  {t('compare.score')}
                </th>
                <td className={cell}>{comparison.score.first}</td>
                <td className={cell}>{comparison.score.second}</td>
                <td className={cell} data-testid="score-delta">
                  <SignedDelta value={comparison.score.delta} />
                </td>
              </tr>
              <tr>
                <th scope="row" className={headCell}>
                  {t('compare.range')}
                </th>
                <td className={cell}>
                  {t('compare.rangeValue', {
                    low: comparison.intervalLow.first,
                    high: comparison.intervalHigh.first,
                  })}
                </td>
                <td className={cell}>
                  {t('compare.rangeValue', {
                    low: comparison.intervalLow.second,
                    high: comparison.intervalHigh.second,
                  })}
                </td>
                <td className={cell}>
                  <SignedDelta
                    value={comparison.intervalLow.delta}
                    unit={t('compare.pointsUnit')}
                  />
                  {' / '}
                  <SignedDelta
                    value={comparison.intervalHigh.delta}
                    unit={t('compare.pointsUnit')}
                  />
                </td>
              </tr>
              <tr>
                <th scope="row" className={headCell}>
                  {t('compare.modelVersion')}
                </th>
                <td className={cell}>{first.modelVersion}</td>
                <td className={cell}>{second.modelVersion}</td>
                <td className={cell}>
                  {first.modelVersion === second.modelVersion
                    ? t('compare.sameModel')
                    : t('compare.differentModel')}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="compare-inputs" className="flex flex-col gap-3">
        <h2 id="compare-inputs" className="text-xl font-semibold text-ink">
          {t('compare.inputsHeading')}
        </h2>
        {comparison.inputChanges.length === 0 ? (
          <p className="text-ink-muted">{t('compare.sameInputs')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table
              className="w-full min-w-[32rem] border-collapse text-sm"
              data-testid="input-changes"
            >
              <thead>
                <tr>
                  <th scope="col" className={headCell}>
                    {t('compare.field')}
                  </th>
                  <th scope="col" className={headCell}>
                    {first.title}
                  </th>
                  <th scope="col" className={headCell}>
                    {second.title}
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.inputChanges.map((change) => (
                  <tr key={change.name}>
                    <th scope="row" className={headCell}>
                      {fieldLabel(change.name, language)}
                    </th>
                    <td className={cell}>
                      {change.first === undefined
                        ? '—'
                        : fieldValue(change.name, change.first, language)}
                    </td>
                    <td className={cell}>
                      {change.second === undefined
                        ? '—'
                        : fieldValue(change.name, change.second, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="compare-factors" className="flex flex-col gap-3">
        <h2 id="compare-factors" className="text-xl font-semibold text-ink">
          {t('compare.factorsHeading')}
        </h2>
        <p className="text-sm text-ink-muted">{t('compare.factorsNote')}</p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <thead>{columns}</thead>
            <tbody>
              {comparison.factors.map((factor) => (
                <tr key={factor.name}>
                  <th scope="row" className={headCell}>
                    {engineT(`factor_names.${factor.name}`)}
                  </th>
                  <td className={cell}>{factor.first}</td>
                  <td className={cell}>{factor.second}</td>
                  <td className={cell}>
                    <SignedDelta value={factor.delta} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
};
