import { type ReactNode, useId } from 'react';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import type { Insight, InsightGroup } from '#shared/contracts/insights';
import { INPUT_KINDS, inputKindOf, splitByKind } from '#web/lib/input-kind';
import { useInsightFormat, useInsightsText } from './insight-format';

const Section = ({ heading, children }: { heading: string; children: ReactNode }) => (
  <section className="flex flex-col gap-2">
    <h3 className="text-lg font-semibold text-ink">{heading}</h3>
    {children}
  </section>
);

/** The two runs compared, the answers that changed, and the model's attribution of the change. */
export const ChangeSection = ({ group, insight }: { group: InsightGroup; insight: Insight }) => {
  const { t } = useInsightsText();
  const { field, points } = useInsightFormat();
  const { change } = insight;
  return (
    <Section heading={t('card.changeHeading')}>
      {change && group.previousRun && group.latestRun ? (
        <>
          <p className="text-ink-muted" data-testid="insight-change">
            {t('card.changeBetween', {
              from: group.previousRun.title,
              to: group.latestRun.title,
              fromScore: change.fromScore,
              toScore: change.toScore,
              change: points(change.probabilityChangePoints),
            })}
          </p>
          {change.inputChanges.length === 0 ? (
            <p className="text-ink-muted">{t('card.noInputs')}</p>
          ) : (
            <DataTable
              caption={t('card.inputsCaption')}
              isCaptionVisible
              columns={arrayColumns([t('card.input'), t('card.before'), t('card.after')])}
              rows={change.inputChanges.map((entry) => [
                field.label(entry.input),
                field.value(entry.input, entry.from),
                field.value(entry.input, entry.to),
              ])}
              rowKey={(row) => String(row[0])}
            />
          )}
          {change.attribution.length > 0 || change.baselineChangePoints !== 0 ? (
            <DataTable
              caption={t('card.attributionCaption')}
              isCaptionVisible
              columns={arrayColumns([t('card.input'), t('card.effect')], { numeric: [1] })}
              rows={[
                ...(change.baselineChangePoints === 0
                  ? []
                  : [[t('card.baseline'), points(change.baselineChangePoints)]]),
                ...change.attribution.map((entry) => [
                  field.label(entry.input),
                  points(entry.deltaPoints),
                ]),
              ]}
              rowKey={(row) => String(row[0])}
            />
          ) : null}
        </>
      ) : (
        <p className="text-ink-muted">{t('card.changeNeedsTwo')}</p>
      )}
    </Section>
  );
};

/** The single founder choice with the largest lift, then the others. */
export const LiftSection = ({ insight }: { insight: Insight }) => {
  const { t } = useInsightsText();
  const { field, points, share } = useInsightFormat();
  const [largest, ...others] = insight.lifts;
  return (
    <Section heading={t('card.liftHeading')}>
      {largest ? (
        <p className="font-medium text-ink" data-testid="insight-largest-lift">
          {t('card.lift', {
            input: field.label(largest.input),
            from: field.value(largest.input, largest.from),
            to: field.value(largest.input, largest.to),
            lift: points(largest.liftPoints),
            probability: share(largest.probabilityPoints),
          })}
        </p>
      ) : (
        <p className="text-ink-muted">{t('card.noLift')}</p>
      )}
      {others.length > 0 ? (
        <DataTable
          caption={t('card.othersCaption')}
          isCaptionVisible
          columns={arrayColumns([t('card.input'), t('card.change'), t('card.liftColumn')], {
            numeric: [2],
          })}
          rows={others.map((lift) => [
            field.label(lift.input),
            `${field.value(lift.input, lift.from)} → ${field.value(lift.input, lift.to)}`,
            points(lift.liftPoints),
          ])}
          rowKey={(row) => String(row[0])}
        />
      ) : null}
      <p className="text-sm text-ink-muted">{t('card.liftNote')}</p>
    </Section>
  );
};

/** The inputs that take most off the sector baseline: what describes the business, then the founder's choices. */
export const RiskSection = ({ insight }: { insight: Insight }) => {
  const { t } = useInsightsText();
  const { field, points } = useInsightFormat();
  const id = useId();
  const byKind = splitByKind(insight.risks, (risk) => inputKindOf(risk.input));
  return (
    <Section heading={t('card.risksHeading')}>
      {insight.risks.length === 0 ? (
        <p className="text-ink-muted">{t('card.noRisks')}</p>
      ) : (
        <>
          {INPUT_KINDS.filter((kind) => byKind[kind].length > 0).map((kind) => (
            <div key={kind} className="flex flex-col gap-1">
              <p id={`${id}-${kind}`} className="font-medium text-ink">
                {t(kind === 'business' ? 'card.risksBusiness' : 'card.risksChoice')}
              </p>
              <ul
                aria-labelledby={`${id}-${kind}`}
                className="list-disc space-y-1 pl-6 text-ink-muted"
              >
                {byKind[kind].map((risk) => (
                  <li key={risk.input}>
                    {t('card.risk', {
                      input: field.label(risk.input),
                      value: field.value(risk.input, risk.value),
                      delta: points(risk.deltaPoints),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="text-sm text-ink-muted">{t('card.risksNote')}</p>
        </>
      )}
    </Section>
  );
};
