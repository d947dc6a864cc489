/**
 * The source population: new French firms as INSEE's SINE survey describes them, over which the
 * model's capital, team-size and legal-form effects are calibrated so that their one-way tables
 * come out as published. Shares come from the survey (2010 cohort; team size from the 2006 table
 * itself); the three characteristics are joined by a one-factor copula whose loading reproduces
 * INSEE's cross-tabulation of capital by legal form.
 */
import { jointWeights } from '#engine/scoring/copula';
import type { SourcePopulation } from '#engine/model/model-types';
import { LETOWSKI_2010, TEAM_SIZE_TABLES } from './tables';

/**
 * Capital at start of the SINE 2010 cohort (A. Letowski's reading of the INSEE tables; "Total"
 * column: under €4,000 31%, €4-8k 14%, €8-16k 17%, €16-40k 17%, €40-80k 9%, €80k or more 13%).
 * The published capital tables also cut at €1,000, €2,000 and €160,000, so the lowest class is
 * split evenly into three (under €1k, €1-2k, €2-4k) and the top one into two (€80-160k, €160k+):
 * an assumption, stated on the model card. Each band stands at its geometric middle; the lowest
 * at €500, the open top one at twice its bound.
 */
export const SINE_2010_CAPITAL = [
  { lowEur: 0, highEur: 1_000, share: 0.31 / 3 },
  { lowEur: 1_000, highEur: 2_000, share: 0.31 / 3 },
  { lowEur: 2_000, highEur: 4_000, share: 0.31 / 3 },
  { lowEur: 4_000, highEur: 8_000, share: 0.14 },
  { lowEur: 8_000, highEur: 16_000, share: 0.17 },
  { lowEur: 16_000, highEur: 40_000, share: 0.17 },
  { lowEur: 40_000, highEur: 80_000, share: 0.09 },
  { lowEur: 80_000, highEur: 160_000, share: 0.13 / 2 },
  { lowEur: 160_000, highEur: null, share: 0.13 / 2 },
].map((band) => ({
  ...band,
  eur:
    band.highEur === null
      ? band.lowEur * 2
      : band.lowEur === 0
        ? band.highEur / 2
        : Math.sqrt(band.lowEur * band.highEur),
}));

/** Legal form of the SINE 2010 cohort: 61% companies (INSEE Première 1639, via Letowski). */
export const SINE_2010_LEGAL_FORM = { sole_proprietorship: 0.39, limited_company: 0.61 };

/** INSEE's mean number of employees among firms that start as employers (SINE 2006, APCE). */
export const MEAN_EMPLOYEES_OF_EMPLOYERS = 2.4;

/** P(k employees | an employer at start), a geometric count on 1, 2, ... with INSEE's mean. */
export const employerCountShare = (count: number): number => {
  const p = 1 / MEAN_EMPLOYEES_OF_EMPLOYERS;
  return p * (1 - p) ** (count - 1);
};

const employerRangeShare = (low: number, high: number | null): number => {
  let share = 0;
  for (let count = Math.max(low, 1); count <= (high ?? 200); count += 1) {
    share += employerCountShare(count);
  }
  return share;
};

export type EmployeeClass = {
  label: string;
  /** Employees at start, inclusive range. */
  range: readonly [number, number | null];
  survival: number;
  share: number;
};

/**
 * The 2006 team-size table with its shares: the employer share is the one that makes the printed
 * classes average to the printed overall; employers split by the geometric count above.
 */
export const employeeClasses = (): { classes: EmployeeClass[]; employerShare: number } => {
  const table = TEAM_SIZE_TABLES.find((entry) => entry.role === 'fitted');
  if (!table || table.overall === null)
    throw new Error('no fitted team-size table with an overall');
  const overall = table.overall;
  const rows = table.classes.map((row) => {
    if (row.key.kind !== 'employees' || row.survival === null) throw new Error(row.label);
    return { label: row.label, range: row.key.range, survival: row.survival };
  });
  const [none, ...employers] = rows;
  if (!none) throw new Error('empty team-size table');
  const employerSurvival = employers.reduce(
    (sum, row) => sum + employerRangeShare(row.range[0], row.range[1]) * row.survival,
    0,
  );
  const employerShare = (overall - none.survival) / (employerSurvival - none.survival);
  return {
    employerShare,
    classes: [
      { ...none, share: 1 - employerShare },
      ...employers.map((row) => ({
        ...row,
        share: employerShare * employerRangeShare(row.range[0], row.range[1]),
      })),
    ],
  };
};

/**
 * Adjacent classes pooled until survival never falls as the team grows (weighted by share; the
 * pool-adjacent-violators rule). INSEE's 10+ class (about 0.3% of new firms) falls below 6-9 and
 * 3-5: its 64.6% rests on few firms, and Statistics Norway (5+ people: 71% vs 29%), Census
 * (employer firms survive more than non-employers) and Austria's employer firms (10+ highest)
 * do not show the fall. The pooled classes are what the calibration reproduces.
 */
export const pooledEmployeeClasses = (classes: readonly EmployeeClass[]): EmployeeClass[] => {
  const pooled: EmployeeClass[] = [];
  for (const row of classes) {
    pooled.push({ ...row });
    while (pooled.length >= 2) {
      const last = pooled[pooled.length - 1];
      const before = pooled[pooled.length - 2];
      if (!last || !before || before.survival <= last.survival) break;
      const share = before.share + last.share;
      pooled.splice(pooled.length - 2, 2, {
        label: `${before.label} + ${last.label}`,
        range: [before.range[0], last.range[1]],
        survival: (before.survival * before.share + last.survival * last.share) / share,
        share,
      });
    }
  }
  return pooled;
};

/**
 * INSEE's cross-tabulation (SINE 2014): 64% of firms starting with under €2,000 are sole
 * proprietorships and 85% of those with over €160,000 are companies. Under €2,000 is 29.1% of the
 * cohort (INSEE, 2014 creators); the share over €160,000 is not published: taken as half the
 * 2010 cohort's 13% over €80,000 (an assumption, stated on the model card).
 */
export const CAPITAL_BY_LEGAL_FORM_2014 = {
  bottomShare: 0.291,
  bottomSoleProprietorShare: 0.64,
  topShare: 0.065,
  topCompanyShare: 0.85,
  companyShare: SINE_2010_LEGAL_FORM.limited_company,
};

/** The copula's share of companies among the bottom and top capital classes at a loading. */
export const crossTabAt = (loading: number) => {
  const { bottomShare, topShare, companyShare } = CAPITAL_BY_LEGAL_FORM_2014;
  const joint = jointWeights(
    [
      [bottomShare, 1 - bottomShare - topShare, topShare],
      [1 - companyShare, companyShare],
    ],
    loading,
  );
  const weight = (capital: number, legal: number) =>
    joint.weights[joint.combinations.findIndex(([c, l]) => c === capital && l === legal)] ?? 0;
  return {
    bottomSoleProprietorShare: weight(0, 0) / (weight(0, 0) + weight(0, 1)),
    topCompanyShare: weight(2, 1) / (weight(2, 0) + weight(2, 1)),
  };
};

/**
 * The loading that best reproduces both cross-tabulated shares (least squares on the logit scale;
 * alone, the bottom class asks for a stronger link than the top one, so the fit lies between).
 */
export const fitLoading = (): number => {
  const logit = (p: number) => Math.log(p / (1 - p));
  const { bottomSoleProprietorShare, topCompanyShare } = CAPITAL_BY_LEGAL_FORM_2014;
  const loss = (loading: number) => {
    const at = crossTabAt(loading);
    return (
      (logit(at.bottomSoleProprietorShare) - logit(bottomSoleProprietorShare)) ** 2 +
      (logit(at.topCompanyShare) - logit(topCompanyShare)) ** 2
    );
  };
  // The loss is unimodal on (0, 0.95): golden-section search.
  let low = 0.05;
  let high = 0.95;
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let step = 0; step < 60; step += 1) {
    const left = high - ratio * (high - low);
    const right = low + ratio * (high - low);
    if (loss(left) < loss(right)) high = right;
    else low = left;
  }
  return (low + high) / 2;
};

/** The source population as stored with the coefficients (its provenance and shares). */
export const buildSourcePopulation = (loading: number): SourcePopulation => {
  const { classes, employerShare } = employeeClasses();
  return {
    provenance: [
      {
        source: 'insee-sine',
        file: 'scripts/model/evidence/source-population.ts',
        vintage: 'SINE 2010 cohort (capital, legal form); SINE 2006 (team size)',
        rows: SINE_2010_CAPITAL.length + classes.length + 2,
        method: `capital shares of the 2010 cohort (${LETOWSKI_2010}); legal form 61% companies; employers ${(100 * employerShare).toFixed(1)}% (the share that makes the 2006 table average to its overall), split as a geometric count with mean ${MEAN_EMPLOYEES_OF_EMPLOYERS}; one-factor Gaussian copula, loading fitted to INSEE's capital x legal form cross-tabulation (2014)`,
      },
    ],
    loading,
    capitalEur: SINE_2010_CAPITAL,
    employees: classes.map((row) => ({ label: row.label, share: row.share })),
    legalForm: SINE_2010_LEGAL_FORM,
  };
};
