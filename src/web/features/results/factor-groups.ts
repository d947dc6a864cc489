import type { PredictionResult, TextCode } from '#engine/index';
import { type InputKind, textKindOf } from '#web/lib/input-kind';

/** One input's factor line, with the strength or challenge that explains it when there is one. */
export type FactorLine = { factor: TextCode; reason?: TextCode };

export type FactorGroup = {
  /** Texts about no single input (the sector's base rate against all sectors). */
  notes: TextCode[];
  /** Gains first (largest first), then losses (largest first), then inputs of little effect. */
  lines: FactorLine[];
};

type GroupedFields = Pick<
  PredictionResult,
  'strengths' | 'challenges' | 'positiveFactors' | 'negativeFactors' | 'neutralFactors'
>;

/**
 * The result's factor lines split into what describes the business and what the founder chooses
 * (lib/input-kind.ts), each line with its strength or challenge folded in as the reason. The
 * `*.none` texts are left out: an empty group already says that nothing stands out.
 */
export const groupFactors = (result: GroupedFields): Record<InputKind, FactorGroup> => {
  const groups: Record<InputKind, FactorGroup> = {
    business: { notes: [], lines: [] },
    choice: { notes: [], lines: [] },
  };
  const reasons = new Map<string, TextCode>();
  for (const entry of [...result.strengths, ...result.challenges]) {
    const input = entry.params?.input;
    if (typeof input === 'string') reasons.set(input, entry);
    else if (!entry.code.endsWith('.none')) groups[textKindOf(entry)].notes.push(entry);
  }
  const factors = [...result.positiveFactors, ...result.negativeFactors, ...result.neutralFactors];
  for (const factor of factors) {
    const input = factor.params?.input;
    const reason = typeof input === 'string' ? reasons.get(input) : undefined;
    groups[textKindOf(factor)].lines.push(reason ? { factor, reason } : { factor });
  }
  return groups;
};
