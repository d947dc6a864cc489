import {
  type AreaType,
  sectorOfNaics,
  type CalculatorInput,
  type OperationScale,
  type Sector,
} from '#engine/inputs';
import { US_STATE_CODES } from '#engine/locations';
import { parseCount, parseMoney } from './csv';

/** One SBA 7(a) loan reduced to what the model may use. Null = unknown (blank or era marker). */
export type SbaLoan = {
  id: string;
  sector: Sector | null;
  state: string | null;
  /** 1 existing, 2 new; null unknown. */
  newExist: 1 | 2 | null;
  employees: number | null;
  disbursementUsd: number | null;
  /** 1 urban, 2 rural; null unknown (0 marks pre-2001 loans, so it is never read as a value). */
  urbanRural: 1 | 2 | null;
  /** True when charged off, false when paid in full, null when the outcome is missing. */
  chargedOff: boolean | null;
  /** ApprovalFY: only to build time-aware evaluation splits, never a model input. */
  approvalYear: number | null;
};

const STATES = new Set<string>(US_STATE_CODES);

/** NAICS 0 or blank is "not recorded" (mostly pre-2004 loans); 55 and 92 have no calculator sector. */
export const naicsToSector = (naics: string | undefined): Sector | null =>
  sectorOfNaics(naics ?? '');

/**
 * SBA `NoEmp` counts the business's employees; the calculator's team size counts everyone working
 * in it, founders included. One owner plus `NoEmp` employees: NoEmp 0 is a one-person business,
 * 1-4 employees make a team of 2-5, and so on (before model 2026.12-3, NoEmp 1 was read as solo).
 */
export const employeesToScale = (employees: number): OperationScale => {
  const headcount = employees + 1;
  if (headcount <= 1) return 'solo';
  if (headcount <= 5) return '2_to_5';
  if (headcount <= 20) return '6_to_20';
  if (headcount <= 100) return '21_to_100';
  return 'over_100';
};

export const toSbaLoan = (record: Record<string, string>): SbaLoan => {
  const newExist = parseCount(record.NewExist);
  const urbanRural = parseCount(record.UrbanRural);
  const status = (record.MIS_Status ?? '').trim().toUpperCase();
  const state = (record.State ?? '').trim().toUpperCase();
  return {
    id: record.LoanNr_ChkDgt ?? '',
    sector: naicsToSector(record.NAICS),
    state: STATES.has(state) ? state : null,
    newExist: newExist === 1 || newExist === 2 ? newExist : null,
    employees: parseCount(record.NoEmp),
    disbursementUsd: parseMoney(record.DisbursementGross),
    urbanRural: urbanRural === 1 || urbanRural === 2 ? urbanRural : null,
    chargedOff: status === 'CHGOFF' ? true : status === 'P I F' ? false : null,
    approvalYear: parseCount(record.ApprovalFY),
  };
};

/** Literature-prior inputs at their neutral values: the SBA data says nothing about them. */
export const NEUTRAL_PRIOR_INPUTS = {
  customerType: 'consumers',
  productType: 'services',
  experience: '2_to_5_years',
  marketSize: 'regional',
  fundingNeeds: 'none',
  competitionLevel: 'moderate',
  marketingStrategy: 'word_of_mouth',
} as const satisfies Partial<CalculatorInput>;

/** Values used when a column is blank: the most common scale and the median disbursement of the training file. */
export const TYPICAL_SCALE: OperationScale = '2_to_5';
export const TYPICAL_DISBURSEMENT_USD = 100_000;

/** UrbanRural 1 / 2 → urban / rural; 0 or blank (older eras, not recorded) → unknown. */
export const urbanRuralToArea = (urbanRural: SbaLoan['urbanRural']): AreaType =>
  urbanRural === 1 ? 'urban' : urbanRural === 2 ? 'rural' : 'unknown';

/**
 * How NewExist becomes a stage. `start_up` (the default): every loan starts at age 0, whatever
 * NewExist says. SBA's new/existing flag reflects lender selection and ownership changes, not the
 * firm age the BDS hazards mean (model-evidence 1.4 and 4.2: "SBA NewExist is unreliable"): among
 * borrowers existing firms charge off MORE, the opposite of every firm-age statistic. `firm_age`
 * maps existing (over 2 years) to `operating_over_3_years`, for the comparison in model-cv.
 */
export type StageMapping = 'start_up' | 'firm_age';

/** A loan as calculator input. Without a sector the caller must average over sectors. */
export const loanToInput = (
  loan: SbaLoan,
  sector: Sector,
  stageMapping: StageMapping = 'start_up',
): CalculatorInput => ({
  ...NEUTRAL_PRIOR_INPUTS,
  sector,
  location: loan.state ? `US-${loan.state}` : 'OTHER',
  businessStage:
    stageMapping === 'firm_age' && loan.newExist === 1
      ? 'operating_over_3_years'
      : 'launched_under_1_year',
  operationScale: loan.employees === null ? TYPICAL_SCALE : employeesToScale(loan.employees),
  capitalInvestment: Math.min(Math.max(loan.disbursementUsd ?? TYPICAL_DISBURSEMENT_USD, 0), 1e8),
  areaType: urbanRuralToArea(loan.urbanRural),
});
