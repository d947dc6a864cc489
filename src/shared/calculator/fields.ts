import {
  AREA_TYPES,
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
  SELECT_VALUES,
} from '#engine/inputs';
import { LOCATION_OPTIONS } from './location-options';
import * as labels from './select-options';

type Label = labels.Label;
export type FieldOption = { value: string; label: Label };
export type CalculatorField = {
  name: keyof CalculatorInput;
  type: 'select' | 'number';
  required: boolean;
  label: Label;
  help: Label;
  options: FieldOption[];
  min?: number;
  max?: number;
  /** Unit of a number field. */
  unit?: 'USD';
};

const optionsOf = <Code extends string>(codes: readonly Code[], table: Record<Code, Label>) =>
  codes.map((value) => ({ value, label: table[value] }));

const select = (
  name: keyof typeof SELECT_VALUES,
  table: Record<string, Label>,
  label: Label,
  help: Label,
): CalculatorField => ({
  name,
  type: 'select',
  required: true,
  label,
  help,
  options: optionsOf(SELECT_VALUES[name], table),
});

/** The calculator fields in form order, each once: 12 required, then the optional area type. */
export const CALCULATOR_FIELDS: CalculatorField[] = [
  select(
    'sector',
    labels.SECTOR_LABELS,
    { en: 'Sector', tr: 'Sektör' },
    {
      en: 'The industry your business belongs to.',
      tr: 'İşletmenizin faaliyet gösterdiği sektör.',
    },
  ),
  select(
    'customerType',
    labels.CUSTOMER_TYPE_LABELS,
    { en: 'Customers', tr: 'Müşteriler' },
    { en: 'Who mainly pays you.', tr: 'Size asıl kimin ödeme yaptığı.' },
  ),
  select(
    'productType',
    labels.PRODUCT_TYPE_LABELS,
    { en: 'Product type', tr: 'Ürün türü' },
    { en: 'What you sell.', tr: 'Ne sattığınız.' },
  ),
  {
    name: 'location',
    type: 'select',
    required: true,
    label: { en: 'Location', tr: 'Konum' },
    help: {
      en: 'Where the business operates. US states use Census survival rates; other places use the US national rate with a wider range.',
      tr: 'İşletmenin faaliyet gösterdiği yer. ABD eyaletleri için Census hayatta kalma oranları kullanılır; diğer yerler için ABD ulusal oranı daha geniş bir aralıkla kullanılır.',
    },
    options: LOCATION_OPTIONS,
  },
  select(
    'experience',
    labels.EXPERIENCE_LABELS,
    { en: 'Industry experience', tr: 'Sektör deneyimi' },
    { en: 'Your years of work in this industry.', tr: 'Bu sektörde çalıştığınız yıl sayısı.' },
  ),
  select(
    'businessStage',
    labels.BUSINESS_STAGE_LABELS,
    { en: 'Business stage', tr: 'İşletme aşaması' },
    { en: 'How far along the business is today.', tr: 'İşletmenin bugün hangi aşamada olduğu.' },
  ),
  select(
    'marketSize',
    labels.MARKET_SIZE_LABELS,
    { en: 'Market size', tr: 'Pazar büyüklüğü' },
    { en: 'How wide a market you serve.', tr: 'Hizmet verdiğiniz pazarın genişliği.' },
  ),
  select(
    'fundingNeeds',
    labels.FUNDING_NEEDS_LABELS,
    { en: 'Funding still needed', tr: 'Hâlâ gereken finansman' },
    {
      en: 'Outside money you still need beyond your own capital.',
      tr: 'Kendi sermayenizin dışında hâlâ ihtiyaç duyduğunuz finansman.',
    },
  ),
  {
    name: 'capitalInvestment',
    type: 'number',
    required: true,
    label: { en: 'Starting capital (USD)', tr: 'Başlangıç sermayesi (USD)' },
    help: {
      en: 'Money available to start or run the business, in US dollars.',
      tr: 'İşletmeyi kurmak veya yürütmek için ayrılan para, ABD doları cinsinden.',
    },
    options: [],
    min: CAPITAL_INVESTMENT_MIN_USD,
    max: CAPITAL_INVESTMENT_MAX_USD,
    unit: 'USD',
  },
  select(
    'competitionLevel',
    labels.COMPETITION_LABELS,
    { en: 'Competition', tr: 'Rekabet' },
    {
      en: 'How many rivals offer something similar.',
      tr: 'Benzer bir şey sunan rakiplerin yoğunluğu.',
    },
  ),
  select(
    'marketingStrategy',
    labels.MARKETING_LABELS,
    { en: 'Marketing', tr: 'Pazarlama' },
    { en: 'How you plan to reach customers.', tr: 'Müşterilere nasıl ulaşmayı planladığınız.' },
  ),
  select(
    'operationScale',
    labels.OPERATION_SCALE_LABELS,
    { en: 'Team size', tr: 'Ekip büyüklüğü' },
    {
      en: 'People working in the business, founders included.',
      tr: 'Kurucular dahil işletmede çalışan kişi sayısı.',
    },
  ),
  {
    name: 'areaType',
    type: 'select',
    // Optional: left empty or "not sure", it has no effect on the estimate.
    required: false,
    label: { en: 'Area type (optional)', tr: 'Bölge türü (isteğe bağlı)' },
    help: {
      en: 'Whether the business is in a city or town, or in the countryside. If you are not sure, leave it: it then has no effect.',
      tr: 'İşletmenin şehirde veya kasabada mı, yoksa kırsal bölgede mi olduğu. Emin değilseniz boş bırakın; o zaman tahmini etkilemez.',
    },
    options: AREA_TYPES.map((value) => ({ value, label: labels.AREA_TYPE_LABELS[value] })),
  },
];

/** A complete, valid input (a small café in Texas), for docs, tests and the form's placeholder. */
export const EXAMPLE_CALCULATOR_INPUT: CalculatorInput = {
  sector: 'accommodation_food',
  customerType: 'consumers',
  productType: 'physical_goods',
  location: 'US-TX',
  experience: '2_to_5_years',
  businessStage: 'planning',
  marketSize: 'local',
  fundingNeeds: 'under_50k',
  capitalInvestment: 80_000,
  competitionLevel: 'high',
  marketingStrategy: 'multi_channel',
  operationScale: '2_to_5',
};
