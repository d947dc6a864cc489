/**
 * The new-firm effects of model 2026.12-3 (issue 31): capital, team size and legal form calibrated
 * together on their published one-way tables; experience, international trade and time
 * commitment read directly (no cross-table links them to the others). Returns the effects for the
 * coefficients and a report of every published table beside the model's figure for it.
 */
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  MARKET_SIZES,
  type MarketSize,
  OPERATION_SCALES,
  type OperationScale,
} from '#engine/inputs';
import {
  type EffectEvidence,
  NEW_FIRM_INPUTS,
  type NewFirmEffects,
  type NewFirmInput,
  type StatedLegalForm,
} from '#engine/model/model-types';
import { jointWeights } from '#engine/scoring/copula';
import { capitalLevel } from '#engine/scoring/new-firm-effects';
import { calibrateMargins, type CalibrationResult, type CapitalTable } from './margin-calibration';
import { classShift, levelForOverall, solveShift, survivalAt } from './horizon';
import {
  buildSourcePopulation,
  employeeClasses,
  employerCountShare,
  fitLoading,
  pooledEmployeeClasses,
  SINE_2010_CAPITAL,
  SINE_2010_LEGAL_FORM,
} from './source-population';
import { type ClassKey, PUBLISHED_TABLES, type PublishedTable } from './tables';

/**
 * EUR of 2010 in USD of 2024: the ECB reference rate's 2010 average (1.3257 USD per EUR) times
 * the US CPI-U annual averages 2024 / 2010 (313.689 / 218.056, BLS).
 */
export const EUR_2010_USD_RATE = 1.3257;
export const CPI_U_2010 = 218.056;
export const CPI_U_2024 = 313.689;
export const EUR_2010_TO_USD_2024 = EUR_2010_USD_RATE * (CPI_U_2024 / CPI_U_2010);

/**
 * Luo & Mann (BLS), high-tech businesses: other characteristics equal, partnerships exit at 1.5x
 * and sole proprietorships at 2x the rate of corporations. A partnership is placed between the
 * two forms INSEE measures at that ratio of log hazard ratios (ln 1.5 / ln 2 of the way).
 */
export const PARTNERSHIP_POSITION = Math.log(1.5) / Math.log(2);

/** Years standing for each experience answer; "10 or more" is INSEE's class itself. */
const EXPERIENCE_YEARS: Record<ExperienceLevel, number> = {
  none: 0,
  under_2_years: 1,
  '2_to_5_years': 3.5,
  '5_to_10_years': 7.5,
  over_10_years: 10,
};
/** Years a founder of INSEE's "10 years or more" class stands for (assumption: the class is open). */
const TEN_OR_MORE_REPRESENTATIVE_YEARS = 15;

/**
 * Market answers other than international trade: no survival table exists (market need is the
 * most cited reason in post-mortems, CB Insights 2014), so small literature priors, ln OR of
 * survival against the regional answer. International: the Dutch table's contrast.
 */
export const MARKET_PRIOR_LOG_ODDS: Record<Exclude<MarketSize, 'international'>, number> = {
  niche: Math.log(0.9),
  local: Math.log(0.95),
  regional: 0,
  national: Math.log(1.05),
};

/**
 * Floors of each effect's relative SD by how its figures were read: a primary national table of
 * new firms 0.2, a summary of one 0.3, a population unlike the calculator's (Dutch traders,
 * French micro-entrepreneurs) 0.5. The spread of the check tables raises it where larger.
 */
const SD_FLOOR = { primary: 0.2, secondary: 0.3, transferred: 0.5 };

const fittedTables = (input: NewFirmInput): PublishedTable[] =>
  PUBLISHED_TABLES.filter((entry) => entry.input === input && entry.role === 'fitted');

/** The one fitted table of an input read alone (every input but capital has one). */
const fittedTable = (input: NewFirmInput): PublishedTable => {
  const [table] = fittedTables(input);
  if (!table) throw new Error(`no fitted table for ${input}`);
  return table;
};

const survivals = (table: PublishedTable) => table.classes.map((row) => row.survival);

/**
 * The overall rate a fitted table is reproduced at: the share-weighted mean of its classes when
 * every class is printed with its share (the printed overall is rounded: 50% x 39% + 67% x 61% is
 * 60.4%, printed 60%), else the printed overall.
 */
export const tableOverall = (table: PublishedTable): number => {
  const complete = table.classes.every((row) => row.survival !== null && row.share !== null);
  if (complete) {
    const total = table.classes.reduce((sum, row) => sum + (row.share ?? 0), 0);
    return (
      table.classes.reduce((sum, row) => sum + (row.share ?? 0) * (row.survival ?? 0), 0) / total
    );
  }
  if (table.overall === null) throw new Error(`${table.id}: no overall rate`);
  return table.overall;
};

const normalised = <Row extends { share: number }>(rows: readonly Row[]) => {
  const total = rows.reduce((sum, row) => sum + row.share, 0);
  return rows.map((row) => ({ ...row, share: row.share / total }));
};

/** The SINE bands a capital class covers (the bands are cut at every class boundary used). */
const bandsOfCapitalClass = (
  key: ClassKey,
  bands: readonly { lowEur: number; highEur: number | null }[],
): number[] => {
  if (key.kind !== 'capitalEur') throw new Error('not a capital class');
  const [low, high] = key.range;
  return bands
    .map((band, index) => ({ band, index }))
    .filter(
      ({ band }) =>
        band.lowEur >= low && (high === null || (band.highEur !== null && band.highEur <= high)),
    )
    .map(({ index }) => index);
};

/** The capital curve's knots: one at every SINE band's amount; the €8-16k band's is the reference. */
const CAPITAL_REFERENCE_BAND = 4;

/** Which pooled class holds a count of employees. */
const classOfCount = (classes: ReturnType<typeof pooledEmployeeClasses>, count: number) =>
  Math.max(
    classes.findIndex(({ range: [low, high] }) => count >= low && (high === null || count <= high)),
    0,
  );

/** Employees at start of each team-size answer (headcount includes one founder). */
const EMPLOYEE_RANGE: Record<OperationScale, readonly [number, number]> = {
  solo: [0, 0],
  '2_to_5': [1, 4],
  '6_to_20': [5, 19],
  '21_to_100': [20, 99],
  over_100: [100, 400],
};

const scaleLevels = (
  classes: ReturnType<typeof pooledEmployeeClasses>,
  levels: readonly number[],
): Record<OperationScale, number> =>
  Object.fromEntries(
    OPERATION_SCALES.map((scale) => {
      const [low, high] = EMPLOYEE_RANGE[scale];
      if (low === 0) return [scale, levels[classOfCount(classes, 0)] ?? 0];
      let weighted = 0;
      let total = 0;
      for (let count = low; count <= high; count += 1) {
        const weight = employerCountShare(count) + 1e-300;
        weighted += weight * (levels[classOfCount(classes, count)] ?? 0);
        total += weight;
      }
      return [scale, weighted / total];
    }),
  ) as Record<OperationScale, number>;

const percent = (value: number | null) => (value === null ? 'n/a' : `${(100 * value).toFixed(1)}%`);

/** The published figures of a table as one line, as printed. */
export const figuresOf = (table: PublishedTable) =>
  `${table.classes
    .filter((row) => row.survival !== null)
    .map((row) => `${row.label} ${percent(row.survival)}`)
    .join(
      ', ',
    )}${table.overall === null ? '' : `; all firms ${percent(table.overall)}`} after ${table.horizonYears} years`;

const evidenceOf = (table: PublishedTable): EffectEvidence => ({
  source: table.source,
  grade: table.grade,
  seen: table.seen,
  citation: table.citation,
  url: table.url,
  population: table.population,
  horizonYears: table.horizonYears,
  figures: figuresOf(table),
  role: table.role,
});

export type TableReport = {
  id: string;
  input: NewFirmInput;
  role: 'fitted' | 'check';
  source: string;
  country: PublishedTable['country'];
  cohort: string;
  horizonYears: number;
  classes: { label: string; key: ClassKey; published: number | null; model: number }[];
};

const tableById = (id: string): PublishedTable => {
  const table = PUBLISHED_TABLES.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`unknown table ${id}`);
  return table;
};

/** What a report says of its table besides the figures. */
const describe = (table: PublishedTable) => ({
  id: table.id,
  input: table.input,
  role: table.role,
  source: table.source,
  country: table.country,
  cohort: table.cohort,
  horizonYears: table.horizonYears,
});

/**
 * Builds the effects. `logitHazards`: the BDS national hazard logits by age, whose age pattern
 * carries every table's horizon (horizon.ts).
 */
export const fitNewFirmEffects = (logitHazards: readonly number[]) => {
  const loading = fitLoading();
  const employeeTable = fittedTable('operationScale');
  const legalTable = fittedTable('legalForm');
  const bands = normalised(SINE_2010_CAPITAL);
  const knotsEur = bands.map((band) => band.eur);
  const capitalTables: CapitalTable[] = fittedTables('capitalInvestment').map((table) => ({
    id: table.id,
    horizonYears: table.horizonYears,
    overall: tableOverall(table),
    targets: survivals(table),
    bandsOfClass: table.classes.map((row) => bandsOfCapitalClass(row.key, bands)),
  }));
  const employees = pooledEmployeeClasses(employeeClasses().classes);
  const legalShares = [
    SINE_2010_LEGAL_FORM.sole_proprietorship,
    SINE_2010_LEGAL_FORM.limited_company,
  ] as const;
  const calibrate = (withLegalForm: boolean) =>
    calibrateMargins({
      logitHazards,
      loading,
      capitalBands: bands,
      capitalKnotsEur: knotsEur,
      referenceKnot: CAPITAL_REFERENCE_BAND,
      employees,
      legalShares: withLegalForm ? legalShares : null,
      tables: {
        capital: capitalTables,
        employees: {
          id: employeeTable.id,
          horizonYears: employeeTable.horizonYears,
          overall: tableOverall(employeeTable),
          targets: employees.map((row) => row.survival),
        },
        legal: withLegalForm
          ? {
              id: legalTable.id,
              horizonYears: legalTable.horizonYears,
              overall: tableOverall(legalTable),
              targets: survivals(legalTable),
            }
          : null,
      },
    });
  const base = calibrate(false);
  const withLegal = calibrate(true);
  const clusterOf = (result: CalibrationResult) => ({
    capital: {
      knotsUsd: knotsEur.map((value) => value * EUR_2010_TO_USD_2024),
      levels: result.capitalLevels,
    },
    operationScale: scaleLevels(employees, result.employeeLevels),
  });
  const [sole = 0, company = 0] = withLegal.legalLevels ?? [];
  const legalForm: Record<StatedLegalForm, number> = {
    sole_proprietorship: sole,
    partnership: company + PARTNERSHIP_POSITION * (sole - company),
    limited_company: company,
  };

  const experienceTable = fittedTable('experience');
  const [novice = 0, tenOrMore = 0] = directShifts(logitHazards, experienceTable);
  const experienceAt = (years: number) =>
    years >= 10
      ? tenOrMore
      : novice +
        ((tenOrMore - novice) * Math.log(1 + years)) /
          Math.log(1 + TEN_OR_MORE_REPRESENTATIVE_YEARS);
  const marketTable = fittedTable('marketSize');
  const [noTrade = 0, trade = 0] = directShifts(logitHazards, marketTable);
  const timeTable = fittedTable('timeCommitment');
  const [fullTime = 0, side = 0] = directShifts(logitHazards, timeTable);

  const report = [
    ...withLegal.reproduced.map(reportOfFit(employees)),
    ...PUBLISHED_TABLES.filter((table) => table.role === 'check').map((table) =>
      checkTable(table, {
        logitHazards,
        loading,
        bands,
        knotsEur,
        employees,
        base,
        withLegal,
        experienceAt,
      }),
    ),
  ];
  const relativeSd = relativeSdOf(report, logitHazards);
  const effects: NewFirmEffects = {
    base: clusterOf(base),
    withLegalForm: { ...clusterOf(withLegal), legalForm },
    experience: Object.fromEntries(
      EXPERIENCE_LEVELS.map((level) => [level, experienceAt(EXPERIENCE_YEARS[level])]),
    ) as Record<ExperienceLevel, number>,
    marketSize: Object.fromEntries(
      MARKET_SIZES.map((size) => [
        size,
        size === 'international' ? trade - noTrade : -MARKET_PRIOR_LOG_ODDS[size],
      ]),
    ) as Record<MarketSize, number>,
    timeCommitment: { full_time: fullTime, side_business: side, unknown: 0 },
    relativeSd,
    evidence: Object.fromEntries(
      NEW_FIRM_INPUTS.map((input) => [
        input,
        PUBLISHED_TABLES.filter((table) => table.input === input).map(evidenceOf),
      ]),
    ) as Record<NewFirmInput, EffectEvidence[]>,
    sourcePopulation: buildSourcePopulation(loading),
    currency: {
      eurToUsd: EUR_2010_TO_USD_2024,
      method: `EUR of 2010 to USD of 2024: ECB reference rate 2010 average (${EUR_2010_USD_RATE} USD per EUR) x US CPI-U 2024 / 2010 (${CPI_U_2024} / ${CPI_U_2010})`,
    },
  };
  return { effects, report, calibration: { base, withLegal } };
};

/** A table read on its own (no cross-table links it to the others): each class's shift. */
const directShifts = (logitHazards: readonly number[], table: PublishedTable) =>
  table.classes.map((row) =>
    row.survival === null
      ? 0
      : classShift(logitHazards, table.horizonYears, tableOverall(table), row.survival),
  );

/**
 * A fitted table's report. Team size is reported by its pooled classes (what is fitted): INSEE's
 * 3-5, 6-9 and 10+ classes become one "3 or more" class at their share-weighted survival.
 */
const reportOfFit =
  (pooledEmployees: ReturnType<typeof pooledEmployeeClasses>) =>
  (entry: CalibrationResult['reproduced'][number]): TableReport => {
    const table = tableById(entry.table);
    const rows =
      table.input === 'operationScale'
        ? pooledEmployees.map((row) => ({
            label: row.label,
            key: { kind: 'employees', range: row.range } satisfies ClassKey,
          }))
        : table.classes;
    return {
      ...describe(table),
      classes: entry.model.map((model, k) => {
        const row = rows[k];
        if (!row) throw new Error(`${table.id}: class ${k}`);
        return { label: row.label, key: row.key, published: entry.targets[k] ?? null, model };
      }),
    };
  };

type CheckContext = {
  logitHazards: readonly number[];
  loading: number;
  bands: readonly { lowEur: number; highEur: number | null; eur: number; share: number }[];
  knotsEur: readonly number[];
  employees: ReturnType<typeof pooledEmployeeClasses>;
  base: CalibrationResult;
  withLegal: CalibrationResult;
  experienceAt: (years: number) => number;
};

/**
 * The model's figure for each class of a check table: the class's average shift in the source
 * population (capital and team size together, so a one-way class carries what moves with it),
 * at the table's horizon, with the table's overall rate as the level.
 */
const checkTable = (table: PublishedTable, context: CheckContext): TableReport => {
  const shifts = table.classes.map((row) => marginalShift(row.key, context));
  const shares = table.classes.map((row) => row.share);
  const printed = table.classes.map((row) => row.survival ?? 0);
  const { logitHazards } = context;
  const years = table.horizonYears;
  const level =
    table.overall === null
      ? // No overall: the level at which the classes average what the source prints for them.
        solveShift(
          (candidate) =>
            shifts.reduce(
              (sum, shift) => sum + survivalAt(logitHazards, years, candidate + shift),
              0,
            ) / shifts.length,
          printed.reduce((sum, value) => sum + value, 0) / printed.length,
        )
      : shares.every((share) => share !== null)
        ? levelForOverall(
            shifts.map((shift, k) => ({ shift, weight: shares[k] ?? 0 })),
            logitHazards,
            years,
            table.overall,
          )
        : // Without shares: the overall is the firm at the population's average shift (0).
          levelForOverall([{ shift: 0, weight: 1 }], logitHazards, years, table.overall);
  return {
    ...describe(table),
    classes: table.classes.map((row, k) => ({
      label: row.label,
      key: row.key,
      published: row.survival,
      model: survivalAt(context.logitHazards, table.horizonYears, level + (shifts[k] ?? 0)),
    })),
  };
};

/** A class's mean shift in the source population against the population's mean. */
const marginalShift = (key: ClassKey, context: CheckContext): number => {
  const { loading, bands, knotsEur, employees, base, withLegal } = context;
  if (key.kind === 'experienceYears') {
    const [low, high] = key.range;
    return context.experienceAt(high === null ? Math.max(low, 10) : (low + high) / 2);
  }
  if (key.kind === 'international' || key.kind === 'timeCommitment') return 0;
  const withLegalForm = key.kind === 'legalForm';
  const result = withLegalForm ? withLegal : base;
  const legalShares = [
    SINE_2010_LEGAL_FORM.sole_proprietorship,
    SINE_2010_LEGAL_FORM.limited_company,
  ];
  const joint = jointWeights(
    [
      bands.map((band) => band.share),
      employees.map((row) => row.share),
      ...(withLegalForm ? [legalShares] : []),
    ],
    loading,
  );
  const capitalAt = (eur: number) =>
    capitalLevel({ knotsUsd: [...knotsEur], levels: result.capitalLevels }, eur);
  const rows = joint.combinations.map(([band = 0, employee = 0, legal = 0], index) => ({
    weight: joint.weights[index] ?? 0,
    band,
    employee,
    legal,
    shift:
      capitalAt(bands[band]?.eur ?? 1) +
      (result.employeeLevels[employee] ?? 0) +
      (result.legalLevels?.[legal] ?? 0),
  }));
  const mean = (subset: typeof rows) =>
    subset.reduce((sum, row) => sum + row.weight * row.shift, 0) /
    subset.reduce((sum, row) => sum + row.weight, 0);
  const all = mean(rows);
  if (key.kind === 'legalForm') {
    const legal = key.form === 'sole_proprietorship' ? 0 : 1;
    const own = mean(rows.filter((row) => row.legal === legal));
    if (key.form !== 'partnership') return own - all;
    const sole = mean(rows.filter((row) => row.legal === 0));
    const company = mean(rows.filter((row) => row.legal === 1));
    return company + PARTNERSHIP_POSITION * (sole - company) - all;
  }
  if (key.kind === 'employees') {
    const [low, high] = key.range;
    // The pooled classes the range overlaps.
    const classes = new Set(
      employees
        .map((row, index) => ({ row, index }))
        .filter(
          ({ row: { range } }) => range[0] <= (high ?? Infinity) && (range[1] ?? Infinity) >= low,
        )
        .map(({ index }) => index),
    );
    return mean(rows.filter((row) => classes.has(row.employee))) - all;
  }
  // Capital: the bands the class covers, each at its own amount; a class inside one band at its middle.
  const [low, high] = key.range;
  const covered = bands
    .map((band, index) => ({ band, index }))
    .filter(
      ({ band }) =>
        band.lowEur >= low && (high === null || (band.highEur !== null && band.highEur <= high)),
    );
  if (covered.length > 0) {
    const indices = new Set(covered.map(({ index }) => index));
    return mean(rows.filter((row) => indices.has(row.band))) - all;
  }
  const amount = high === null ? low * 2 : low <= 0 ? high / 2 : Math.sqrt(low * high);
  const holding = bands.findIndex(
    (band) => amount >= band.lowEur && (band.highEur === null || amount < band.highEur),
  );
  const others =
    mean(rows.filter((row) => row.band === holding)) - capitalAt(bands[holding]?.eur ?? 1);
  return capitalAt(amount) + others - all;
};

/**
 * Relative SD of each effect: its floor, or the tables' spread where larger (the RMS over every
 * table of the input, fitted or checked, of the gap between the published and the model's widest
 * contrast, relative to the first fitted table's own contrast).
 */
const relativeSdOf = (
  report: readonly TableReport[],
  logitHazards: readonly number[],
): Record<NewFirmInput, number> => {
  return Object.fromEntries(
    NEW_FIRM_INPUTS.map((input) => {
      const fitted = fittedTable(input);
      const floor =
        input === 'marketSize' || input === 'timeCommitment'
          ? SD_FLOOR.transferred
          : SD_FLOOR[fitted.seen];
      const contrast = tableContrast(
        logitHazards,
        fitted.horizonYears,
        tableOverall(fitted),
        survivals(fitted),
      );
      const gaps = report
        .filter((entry) => entry.input === input)
        .map((entry) => {
          const published = entry.classes.map((row) => row.published);
          const model = entry.classes.map((row) => row.model);
          const fromTable = PUBLISHED_TABLES.find((table) => table.id === entry.id);
          if (!fromTable) return 0;
          const printed = published.filter((value): value is number => value !== null);
          const overall =
            fromTable.overall ?? printed.reduce((sum, v) => sum + v, 0) / printed.length;
          return (
            tableContrast(logitHazards, entry.horizonYears, overall, published) -
            tableContrast(logitHazards, entry.horizonYears, overall, model)
          );
        });
      const spread =
        gaps.length > 0
          ? Math.sqrt(gaps.reduce((sum, gap) => sum + gap * gap, 0) / gaps.length)
          : 0;
      return [input, Math.max(floor, contrast > 0 ? spread / contrast : 0)];
    }),
  ) as Record<NewFirmInput, number>;
};

/** The widest gap of a table in shift units (its best class against its worst). */
const tableContrast = (
  logitHazards: readonly number[],
  horizon: number,
  overall: number,
  values: readonly (number | null)[],
) => {
  const printed = values.filter((value): value is number => value !== null);
  if (printed.length < 2) return 0;
  const shifts = printed.map((value) => classShift(logitHazards, horizon, overall, value));
  return Math.max(...shifts) - Math.min(...shifts);
};
