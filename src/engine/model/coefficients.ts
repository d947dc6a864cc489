import type { EvidenceGrade } from '../prediction-types';
import type { EffectEvidence, ModelCoefficients, NewFirmInput } from './model-types';
import committed from './coefficients.json';

type StoredEvidence = Omit<EffectEvidence, 'grade' | 'seen' | 'role'> & {
  grade: string;
  seen: string;
  role: string;
};

const GRADES: readonly string[] = ['A', 'B', 'C'] satisfies EvidenceGrade[];

/** JSON gives the evidence's codes as plain strings: check them once, so a bad file fails loudly. */
const readEvidence = (entry: StoredEvidence): EffectEvidence => {
  const { grade, seen, role } = entry;
  if (!GRADES.includes(grade) || (seen !== 'primary' && seen !== 'secondary'))
    throw new Error(`coefficients.json: bad evidence entry ${entry.source}`);
  if (role !== 'fitted' && role !== 'check')
    throw new Error(`coefficients.json: bad evidence role ${entry.source}`);
  return { ...entry, grade: grade as EvidenceGrade, seen, role };
};

const evidence = Object.fromEntries(
  Object.entries(committed.newFirm.evidence).map(([input, entries]) => [
    input,
    (entries as StoredEvidence[]).map(readEvidence),
  ]),
) as Record<NewFirmInput, EffectEvidence[]>;

/** The committed coefficients (regenerate with `npm run model:fit`). */
export const COEFFICIENTS: ModelCoefficients = {
  ...committed,
  newFirm: { ...committed.newFirm, evidence },
};

/** Version carried by every result; changes whenever the coefficients or the formula change. */
export const MODEL_VERSION: string = COEFFICIENTS.modelVersion;
