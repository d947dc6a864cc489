import {
  sectorOfNaics,
  type CalculatorInput,
  type OperationScale,
  type Sector,
} from '../src/engine/inputs';
import { US_STATE_CODES } from '../src/engine/locations';
import { parseCount, parseMoney } from './model-csv';

/** One SBA 7(a) loan reduced to what the model may use. Null = unknown (blank or era marker). */
export type SbaLoan = {
  id: string;
  sector: Sector | null;
  state: string | null;
  /** 1 existing, 2 new; null unknown. */
  newExist: 1 | 2 | null;
  employees: number | null;
  disbursementUsd: number | null;
  /** 1 urban, 2 rural; null unknown (0 marks pre-2001 loans). Used only to select the judging subset. */
  urbanRural: 1 | 2 | null;
  /** True when charged off, false when paid in full, null when the outcome is missing. */
  chargedOff: boolean | null;
};

const STATES = new Set<string>(US_STATE_CODES);

/** NAICS 0 or blank is "not recorded" (mostly pre-2004 loans); 55 and 92 have no calculator sector. */
export const naicsToSector = (naics: string | undefined): Sector | null =>
  sectorOfNaics(naics ?? '');

export const employeesToScale = (employees: number): OperationScale => {
  if (employees <= 1) return 'solo';
  if (employees <= 5) return '2_to_5';
  if (employees <= 20) return '6_to_20';
  if (employees <= 100) return '21_to_100';
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

/**
 * A loan as calculator input. Existing businesses (SBA: in operation more than 2 years) are
 * `operating_over_3_years`; new ones (2 years or less) `launched_under_1_year`; unknown → age 0.
 * Without a sector the caller must average over sectors.
 */
export const loanToInput = (loan: SbaLoan, sector: Sector): CalculatorInput => ({
  ...NEUTRAL_PRIOR_INPUTS,
  sector,
  location: loan.state ? `US-${loan.state}` : 'OTHER',
  businessStage: loan.newExist === 1 ? 'operating_over_3_years' : 'launched_under_1_year',
  operationScale: loan.employees === null ? TYPICAL_SCALE : employeesToScale(loan.employees),
  capitalInvestment: Math.min(Math.max(loan.disbursementUsd ?? TYPICAL_DISBURSEMENT_USD, 0), 1e8),
});
