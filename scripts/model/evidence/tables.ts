/**
 * Published survival tables of NEW firms by one characteristic at start: what the third pass of
 * the model reads (issue 31). Every figure was read in the source named, as printed; `seen` says
 * whether that was the agency's own publication or a summary of it. The Munich founder study
 * (Brüderl, Preisendörfer & Ziegler) is held out and appears nowhere. `role: 'fitted'` tables are
 * reproduced by the model (margin calibration); `check` tables are compared, never fitted.
 */
import type {
  EffectEvidence,
  EvidenceClassKey,
  NewFirmInput,
  StatedLegalForm,
} from '#engine/model/model-types';

/** What a class of a table stands for, in the model's terms (one type with the web's labels). */
export type ClassKey = EvidenceClassKey;

export type TableClass = {
  label: string;
  /** Survival at the horizon, 0..1; null when not printed (then the overall and shares give it). */
  survival: number | null;
  /** Share of the cohort in the class, 0..1; null when not published. */
  share: number | null;
  key: ClassKey;
};

export type PublishedTable = Omit<EffectEvidence, 'figures'> & {
  id: string;
  input: NewFirmInput;
  /** ISO country code of the population, and its cohort (year or years firms were founded). */
  country: 'FR' | 'AT' | 'DE' | 'US' | 'SE' | 'NO' | 'NL';
  cohort: string;
  /** Survival of the whole cohort at the horizon; null when not published (then only gaps compare). */
  overall: number | null;
  classes: TableClass[];
  /** A short quotation of the source, in its language. */
  quote: string;
  /** Currency year of EUR amounts (capital tables). */
  currencyYear?: number;
};

const INSEE_1639 = 'https://www.insee.fr/en/statistiques/2856501';
/** A. Letowski's reading of the SINE 2010 tables: the cohort's shares by capital and legal form. */
export const LETOWSKI_2010 = 'https://letowski.fr/2017/?p=6293';
const NATTEF09121 = 'http://www.insee.fr/fr/themes/tableau.asp?reg_id=0&ref_id=NATTEF09121';

const eur = (low: number, high: number | null): ClassKey => ({
  kind: 'capitalEur',
  range: [low, high],
});
const employees = (low: number, high: number | null): ClassKey => ({
  kind: 'employees',
  range: [low, high],
});
const legal = (form: StatedLegalForm): ClassKey => ({ kind: 'legalForm', form });

const SINE_2010 =
  'France, classic new firms created in the first half of 2010 (INSEE SINE survey; market sectors outside agriculture; micro-entrepreneurs excluded)';

/** Start-up capital. */
export const CAPITAL_TABLES: PublishedTable[] = [
  {
    id: 'insee-sine-2010-capital-5y',
    country: 'FR',
    cohort: '2010',
    input: 'capitalInvestment',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation:
      'INSEE Première 1639 (2017), SINE 2010 five years on; classes as summarised by cession-affaire.com; shares of the 2010 cohort by A. Letowski from the SINE 2010 tables',
    url: 'https://www.cession-affaire.com/actualite-entreprise/une-meilleure-perennite-a-5-ans-pour-les-creations-1877.html',
    population: SINE_2010,
    horizonYears: 5,
    currencyYear: 2010,
    overall: 0.6,
    classes: [
      { label: 'under €4,000', survival: 0.54, share: 0.31, key: eur(0, 4_000) },
      // Not printed: what the overall leaves for the middle classes (60.5%).
      { label: '€4,000 to €80,000', survival: null, share: 0.56, key: eur(4_000, 80_000) },
      { label: '€80,000 or more', survival: 0.72, share: 0.13, key: eur(80_000, null) },
    ],
    quote:
      'la pérennité à cinq ans des entreprises ayant débuté avec un capital inférieur à 4 000 euros est de 54 % contre 72 % pour celles ayant été créées avec un capital minimum de 80 000 euros (overall 60%: INSEE, "60% were still active after five years")',
  },
  {
    id: 'insee-sine-2010-capital-3y',
    country: 'FR',
    cohort: '2010',
    input: 'capitalInvestment',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation: 'INSEE Première 1543 (2015), SINE 2010 three years on, as summarised by netpme.fr',
    url: 'https://www.netpme.fr/actualite/la-perennite-des-entreprises-sameliore/',
    population: SINE_2010,
    horizonYears: 3,
    currencyYear: 2010,
    overall: 0.713,
    classes: [
      { label: 'under €2,000', survival: 0.65, share: null, key: eur(0, 2_000) },
      { label: 'over €160,000', survival: 0.83, share: null, key: eur(160_000, null) },
    ],
    quote:
      '65% des entreprises ayant démarré en 2010 avec moins de 2000 euros sont encore actives trois ans après leur création. À l’opposé, 83% de celles qui ont une mise de départ de plus de 160000 euros',
  },
  {
    id: 'insee-sine-2014-capital-3y',
    country: 'FR',
    cohort: '2014',
    input: 'capitalInvestment',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation: 'INSEE Première 1751 (2019), SINE 2014 three years on, as summarised by efl.fr',
    url: 'https://efl.fr/actualite/entreprises-creees-2014-taux-perennite_R-52c201d2-1899-455c-8aa9-2c7131e197c3',
    population:
      'France, classic new firms created in the first half of 2014 (INSEE SINE; micro-entrepreneurs excluded)',
    horizonYears: 3,
    currencyYear: 2014,
    overall: 0.75,
    classes: [
      { label: 'under €1,000', survival: 0.64, share: null, key: eur(0, 1_000) },
      { label: '€40,000 or more', survival: 0.8, share: null, key: eur(40_000, null) },
    ],
    quote:
      '80 % des entreprises ayant démarré avec au moins 40 000 € sont pérennes à trois ans, contre 64 % pour celles ayant démarré avec moins de 1 000 €.',
  },
  {
    id: 'insee-sine-2014-capital-5y',
    country: 'FR',
    cohort: '2014',
    input: 'capitalInvestment',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation:
      'INSEE Première 1852 (2021), SINE 2014 five years on, as summarised by gazettemoselle.fr and A. Letowski',
    url: 'https://letowski.fr/a-5-ans-les-creations-classiques-de-la-generation-2014-ont-un-taux-de-perennite-de-613/',
    population:
      'France, classic new firms created in the first half of 2014 (INSEE SINE; micro-entrepreneurs excluded)',
    horizonYears: 5,
    currencyYear: 2014,
    overall: 0.613,
    classes: [
      { label: 'under €2,000', survival: 0.55, share: 0.291, key: eur(0, 2_000) },
      { label: '€80,000 or more', survival: 0.724, share: null, key: eur(80_000, null) },
    ],
    quote:
      "d'avoir réuni au moins 80K€ de capitaux initiaux (72,4%); 72 % … ont investi au moins 80 000 euros … contre 55 % pour celles qui ont commencé avec une somme inférieure à 2 000 euros",
  },
];

/** Employees at start. */
export const TEAM_SIZE_TABLES: PublishedTable[] = [
  {
    id: 'insee-sine-2006-employees-3y',
    country: 'FR',
    cohort: '2006',
    input: 'operationScale',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'primary',
    citation:
      'INSEE, Tableaux de l’économie française, table NATTEF09121 "Taux de survie à 3 ans", SINE 2006 (interviews 2006 and 2009)',
    url: NATTEF09121,
    population: 'France, new firms created in the first half of 2006 (INSEE SINE)',
    horizonYears: 3,
    overall: 0.659,
    // The table prints no shares. Employers are the share that makes the classes average to the
    // printed overall (23%; INSEE's other counts of employers at start are 14-27%), split over
    // the employer classes as a geometric count with INSEE's mean of 2.4 employees (assumption).
    classes: [
      { label: 'no employee', survival: 0.643, share: null, key: employees(0, 0) },
      { label: '1 or 2 employees', survival: 0.701, share: null, key: employees(1, 2) },
      { label: '3 to 5 employees', survival: 0.742, share: null, key: employees(3, 5) },
      { label: '6 to 9 employees', survival: 0.717, share: null, key: employees(6, 9) },
      { label: '10 employees or more', survival: 0.646, share: null, key: employees(10, null) },
    ],
    quote:
      'Sans salarié 64,3 | 1 ou 2 salariés 70,1 | 3 à 5 salariés 74,2 | 6 à 9 salariés 71,7 | 10 salariés ou plus 64,6 | Ensemble 65,9',
  },
  {
    id: 'statistik-austria-2014-employees-5y',
    country: 'AT',
    cohort: '2014',
    input: 'operationScale',
    role: 'check',
    source: 'statistik-austria',
    grade: 'B',
    seen: 'primary',
    citation: 'Statistik Austria, Fortbestand neu gegründeter Unternehmen (2014 cohort)',
    url: 'http://www.statistik.at/web_de/statistiken/wirtschaft/unternehmen_arbeitsstaetten/unternehmensdemografie_ab_2015/fortbestand_neugegruendeter_unternehmen_ab_2015/index.html',
    population: 'Austria, enterprises newly founded in 2014',
    horizonYears: 5,
    overall: 0.525,
    classes: [
      { label: 'no employee', survival: 0.512, share: 0.8, key: employees(0, 0) },
      { label: '1 to 4 employees', survival: 0.567, share: 0.15, key: employees(1, 4) },
      { label: '5 to 9 employees', survival: 0.61, share: 0.032, key: employees(5, 9) },
      { label: '10 employees or more', survival: 0.573, share: 0.014, key: employees(10, null) },
    ],
    quote:
      'Unternehmen ohne unselbständig Beschäftigte und mit zwischen 1 und 4 unselbständig Beschäftigten überlebten nach fünf Jahren zu 51,2% bzw. 56,7%',
  },
];

/** Employer firms against firms without employees (outside France). */
TEAM_SIZE_TABLES.push(
  {
    id: 'ifm-bonn-2015-employees-5y',
    country: 'DE',
    cohort: '2015',
    input: 'operationScale',
    role: 'check',
    source: 'ifm-bonn',
    grade: 'B',
    seen: 'primary',
    citation: 'IfM Bonn, Überlebensrate von Unternehmen (2015 cohort, Unternehmensregister)',
    url: 'https://ifm-bonn.org/en/statistics/start-up-and-closure-of-businesses/ueberlebensrate-von-unternehmen',
    population: 'Germany, enterprises founded in 2015',
    horizonYears: 5,
    overall: 0.371,
    classes: [
      { label: 'no employees at founding', survival: 0.337, share: null, key: employees(0, 0) },
      { label: 'employees at founding', survival: 0.466, share: null, key: employees(1, null) },
    ],
    quote:
      'Von den Unternehmen, die bei ihrer Gründung keine Beschäftigten hatten, existierten nach 5 Jahren noch 33,7%, während von den Unternehmen, die bei der Gründung schon Beschäftigte hatten, nach 5 Jahren noch 46,6% bestanden.',
  },
  {
    id: 'headd-2000-employer-4y',
    country: 'US',
    cohort: '1989-92',
    input: 'operationScale',
    role: 'check',
    source: 'headd-2003',
    grade: 'B',
    seen: 'primary',
    citation:
      'Headd, Redefining Business Success, Census CES working paper 2000 (abstract); Small Business Economics 21 (2003)',
    url: 'https://ideas.repec.org/p/cen/wpaper/01-01.html',
    population: 'United States, new firms of 1989-92 (Census BITS and CBO)',
    horizonYears: 4,
    overall: null,
    classes: [
      { label: 'non-employer firms', survival: 1 / 3, share: null, key: employees(0, 0) },
      { label: 'employer firms', survival: 0.5, share: null, key: employees(1, null) },
    ],
    quote:
      'about half of new employer firms survive at least four years; an estimated one-third of nonemployer firms do',
  },
);

/** Legal form. */
export const LEGAL_FORM_TABLES: PublishedTable[] = [
  {
    id: 'insee-sine-2010-legal-form-5y',
    country: 'FR',
    cohort: '2010',
    input: 'legalForm',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation:
      'INSEE Première 1639 (2017), SINE 2010 five years on, as summarised by cession-affaire.com (sole proprietors 50%: INSEE Première 1666); shares of the cohort: A. Letowski',
    url: INSEE_1639,
    population: SINE_2010,
    horizonYears: 5,
    overall: 0.6,
    classes: [
      {
        label: 'sole proprietorships',
        survival: 0.5,
        share: 0.39,
        key: legal('sole_proprietorship'),
      },
      { label: 'companies (sociétés)', survival: 0.67, share: 0.61, key: legal('limited_company') },
    ],
    quote:
      '67 % des sociétés créées en 2010 sont encore actives en 2015 contre 50 % des entreprises individuelles … les entreprises créées sous forme de société … représentent 61 % des créations en 2010',
  },
  ...(
    [
      [
        '2006',
        3,
        0.659,
        0.586,
        0.738,
        'primary',
        'INSEE table NATTEF09121 (SINE 2006)',
        NATTEF09121,
      ],
      [
        '2014',
        3,
        0.75,
        0.63,
        0.83,
        'secondary',
        'INSEE Première 1751 (2019), via leandri-conseils.fr and efl.fr',
        'https://insee.fr/fr/statistiques/4130923',
      ],
      [
        '2014',
        5,
        0.613,
        0.53,
        0.67,
        'secondary',
        'INSEE Première 1852 (2021), via tabletteslorraines.fr',
        'https://www.insee.fr/fr/statistiques/5353768',
      ],
      [
        '2018',
        3,
        0.82,
        0.75,
        0.84,
        'primary',
        'INSEE Première 1962 (2023)',
        'https://insee.fr/fr/statistiques/7653231',
      ],
      [
        '2018',
        5,
        0.69,
        0.63,
        0.71,
        'primary',
        'INSEE Première 2070 (2025)',
        'https://www.insee.fr/fr/statistiques/8634190',
      ],
      [
        '2002',
        5,
        0.52,
        0.47,
        0.59,
        'secondary',
        'INSEE Première 1274 (2010), via beaboss.fr and creation-entreprise.fr',
        'https://insee.fr/fr/statistiques/1281289',
      ],
    ] as const
  ).map(([year, horizon, overall, sole, company, seen, citation, url]): PublishedTable => ({
    id: `insee-sine-${year}-legal-form-${horizon}y`,
    country: 'FR',
    cohort: year,
    input: 'legalForm',
    role: 'check',
    source: 'insee-sine',
    grade: 'B',
    seen,
    citation,
    url,
    population: `France, new firms created in the first half of ${year} (INSEE SINE)`,
    horizonYears: horizon,
    overall,
    classes: [
      {
        label: 'sole proprietorships',
        survival: sole,
        share: null,
        key: legal('sole_proprietorship'),
      },
      { label: 'companies', survival: company, share: null, key: legal('limited_company') },
    ],
    quote: `sociétés ${Math.round(company * 1000) / 10} % contre ${Math.round(sole * 1000) / 10} % des entreprises individuelles`,
  })),
  {
    id: 'tillvaxtanalys-2008-legal-form-3y',
    country: 'SE',
    cohort: '2008',
    input: 'legalForm',
    role: 'check',
    source: 'tillvaxtanalys',
    grade: 'B',
    seen: 'primary',
    citation: 'Tillväxtanalys, Follow-up of newly started enterprises in Sweden 2008',
    url: 'https://www.tillvaxtanalys.se/in-english/publications/statistics/statistics/2013-01-22-follow-up-newly-started-enterprises-in-sweden-2008.html',
    population: 'Sweden, 57,000 enterprises started in 2008',
    horizonYears: 3,
    overall: 0.68,
    classes: [
      { label: 'sole traders', survival: 0.65, share: null, key: legal('sole_proprietorship') },
      { label: 'partnerships (HB/KB)', survival: 0.55, share: null, key: legal('partnership') },
      {
        label: 'limited companies (AB)',
        survival: 0.79,
        share: null,
        key: legal('limited_company'),
      },
    ],
    quote: 'limited companies 79%, sole traders 65%, partnerships 55%',
  },
  {
    id: 'ssb-2005-legal-form-5y',
    country: 'NO',
    cohort: '2005',
    input: 'legalForm',
    role: 'check',
    source: 'statistics-norway',
    grade: 'B',
    seen: 'primary',
    citation: 'Statistics Norway, Newly established enterprises, by survival, legal form and year',
    url: 'https://statbank.ssb.no/a/en/static/fordem_en/tab-2012-10-26-03-en.html',
    population: 'Norway, 47,436 enterprises newly established in 2005',
    horizonYears: 5,
    overall: 0.297,
    classes: [
      {
        label: 'sole proprietorships (ENK)',
        survival: 0.223,
        share: null,
        key: legal('sole_proprietorship'),
      },
      {
        label: 'general partnerships (ANS)',
        survival: 0.307,
        share: null,
        key: legal('partnership'),
      },
      {
        label: 'private limited companies (AS)',
        survival: 0.471,
        share: null,
        key: legal('limited_company'),
      },
    ],
    quote:
      'Private limited company 2005 13 991 64.3 … 47.1 / Sole proprietorship 2005 27 859 42.3 … 22.3',
  },
];

/** Years in the same trade. */
export const EXPERIENCE_TABLES: PublishedTable[] = [
  {
    id: 'insee-sine-2010-experience-5y',
    country: 'FR',
    cohort: '2010',
    input: 'experience',
    role: 'fitted',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation:
      'INSEE Première 1639 (2017), SINE 2010 five years on, as summarised by Les Echos Publishing (audit-consulting-group.com)',
    url: INSEE_1639,
    population: SINE_2010,
    horizonYears: 5,
    overall: 0.6,
    classes: [
      {
        label: 'novice in the trade',
        survival: 0.56,
        share: null,
        key: { kind: 'experienceYears', range: [0, 0] },
      },
      {
        label: '10 years or more in the trade',
        survival: 0.65,
        share: null,
        key: { kind: 'experienceYears', range: [10, null] },
      },
    ],
    quote:
      'un créateur novice dans son métier a ainsi 56 % de chances de perdurer au moins 5 ans, contre 65 % pour un entrepreneur affichant au moins 10 ans d’expérience',
  },
  {
    id: 'insee-sine-2002-experience-5y',
    country: 'FR',
    cohort: '2002',
    input: 'experience',
    role: 'check',
    source: 'insee-sine',
    grade: 'B',
    seen: 'secondary',
    citation: 'INSEE Première 1274 (2010), SINE 2002 five years on, as summarised by bagatelles.fr',
    url: 'http://www.bagatelles.fr/blog/index.php?post/Perennite-des-entreprises-en-France',
    population: 'France, new firms created in the first half of 2002 (INSEE SINE)',
    horizonYears: 5,
    overall: 0.52,
    classes: [
      {
        label: 'from another line of business',
        survival: 0.51,
        share: null,
        key: { kind: 'experienceYears', range: [0, 0] },
      },
      {
        label: 'from the same field',
        survival: 0.6,
        share: null,
        key: { kind: 'experienceYears', range: [3, null] },
      },
    ],
    quote:
      'Il vaut mieux être proche du domaine dans lequel on se lance : 60% contre 51% si on vient d’une autre branche',
  },
];

/** International trade from the first year (the market answer `international`). */
export const MARKET_TABLES: PublishedTable[] = [
  {
    id: 'cbs-2007-international-5y',
    country: 'NL',
    cohort: '2007',
    input: 'marketSize',
    role: 'fitted',
    source: 'cbs-international',
    grade: 'B',
    seen: 'secondary',
    citation:
      'CBS (Statistics Netherlands), Internationalisation Monitor 2012, as reported by creditexpo.nl; overall 60%: CBS, Bedrijvendynamiek van internationale en Nederlandse bedrijven (2012)',
    url: 'https://www.creditexpo.nl/cbs-internationalisering-gunstig-voor-overlevingskans-bedrijf/',
    population: 'Netherlands, Dutch-controlled firms founded in 2007',
    horizonYears: 5,
    overall: 0.6,
    classes: [
      {
        label: 'no international trade',
        survival: 0.55,
        share: null,
        key: { kind: 'international', isInternational: false },
      },
      {
        label: 'importing and exporting in the first year',
        survival: 0.71,
        share: null,
        key: { kind: 'international', isInternational: true },
      },
    ],
    quote:
      'Van de opgerichte Nederlandse bedrijven in 2007 die in hun eerste levensjaar importeren en exporteren bestaat 71 procent nog na vijf jaar. Van de bedrijven zonder internationale handel bestaat 55 procent nog na vijf jaar.',
  },
];

/** Main activity or a side business (micro-entrepreneurs: the only French figures). */
export const TIME_COMMITMENT_TABLES: PublishedTable[] = [
  {
    id: 'insee-ae-2010-main-activity-3y',
    country: 'FR',
    cohort: '2010',
    input: 'timeCommitment',
    role: 'fitted',
    source: 'insee-auto-entrepreneurs',
    grade: 'B',
    seen: 'primary',
    citation:
      'INSEE Première 1595 (2016), auto-entrepreneurs registered in 2010, three years on; share in main activity: INSEE (2014 registrations)',
    url: 'https://www.insee.fr/en/statistiques/2121554',
    population:
      'France, auto-entrepreneurs registered in 2010 who actually started (mostly one-person sole proprietorships)',
    horizonYears: 3,
    overall: 0.49,
    classes: [
      {
        label: 'main activity',
        survival: 0.52,
        share: 0.54,
        key: { kind: 'timeCommitment', code: 'full_time' },
      },
      {
        label: 'complementary activity',
        survival: 0.45,
        share: 0.46,
        key: { kind: 'timeCommitment', code: 'side_business' },
      },
    ],
    quote:
      'More auto-entrepreneurs who began a main activity remained in business three years later (52%) than those starting a complementary activity (45%).',
  },
];

export const PUBLISHED_TABLES: PublishedTable[] = [
  ...CAPITAL_TABLES,
  ...TEAM_SIZE_TABLES,
  ...LEGAL_FORM_TABLES,
  ...EXPERIENCE_TABLES,
  ...MARKET_TABLES,
  ...TIME_COMMITMENT_TABLES,
];
