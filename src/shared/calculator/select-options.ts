import type {
  AreaType,
  BusinessStage,
  CompetitionLevel,
  CustomerType,
  ExperienceLevel,
  FundingNeeds,
  MarketingStrategy,
  MarketSize,
  OperationScale,
  ProductType,
  Sector,
} from '#engine/inputs';

export type Label = { en: string; tr: string };

export const SECTOR_LABELS: Record<Sector, Label> = {
  agriculture: {
    en: 'Agriculture, forestry, fishing (farms, nurseries)',
    tr: 'Tarım, ormancılık, balıkçılık (çiftlikler, fidanlıklar)',
  },
  mining: { en: 'Mining, quarrying, oil and gas', tr: 'Madencilik, taş ocakçılığı, petrol ve gaz' },
  utilities: {
    en: 'Utilities (power, water, solar installers)',
    tr: 'Enerji ve su hizmetleri (elektrik, su, güneş paneli kurulumu)',
  },
  construction: {
    en: 'Construction (builders, electricians, plumbers)',
    tr: 'İnşaat (müteahhitler, elektrikçiler, tesisatçılar)',
  },
  manufacturing: {
    en: 'Manufacturing (food production, furniture, machinery)',
    tr: 'İmalat (gıda üretimi, mobilya, makine)',
  },
  wholesale: {
    en: 'Wholesale trade (distributors, importers)',
    tr: 'Toptan ticaret (distribütörler, ithalatçılar)',
  },
  retail: {
    en: 'Retail (shops, online stores)',
    tr: 'Perakende (mağazalar, çevrim içi mağazalar)',
  },
  transportation: {
    en: 'Transportation and warehousing (trucking, couriers)',
    tr: 'Taşımacılık ve depolama (nakliye, kurye)',
  },
  information: {
    en: 'Information (software, media, publishing)',
    tr: 'Bilgi ve iletişim (yazılım, medya, yayıncılık)',
  },
  finance: {
    en: 'Finance and insurance (brokers, agencies)',
    tr: 'Finans ve sigorta (aracılar, acenteler)',
  },
  real_estate: {
    en: 'Real estate (agencies, rentals)',
    tr: 'Gayrimenkul (emlak ofisleri, kiralama)',
  },
  professional_services: {
    en: 'Professional services (consulting, design, legal, IT)',
    tr: 'Mesleki hizmetler (danışmanlık, tasarım, hukuk, BT)',
  },
  administrative_services: {
    en: 'Administrative services (cleaning, staffing, security)',
    tr: 'İdari hizmetler (temizlik, personel temini, güvenlik)',
  },
  education: {
    en: 'Education (tutoring, courses, schools)',
    tr: 'Eğitim (özel ders, kurslar, okullar)',
  },
  health_care: {
    en: 'Health care (clinics, therapy, home care)',
    tr: 'Sağlık (klinikler, terapi, evde bakım)',
  },
  arts_entertainment: {
    en: 'Arts, entertainment, recreation (gyms, events)',
    tr: 'Sanat, eğlence, rekreasyon (spor salonları, etkinlikler)',
  },
  accommodation_food: { en: 'Restaurants, cafés, hotels', tr: 'Restoranlar, kafeler, oteller' },
  other_services: {
    en: 'Other services (repair, salons, laundry)',
    tr: 'Diğer hizmetler (tamir, kuaförler, çamaşırhaneler)',
  },
};

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, Label> = {
  consumers: { en: 'Consumers (B2C)', tr: 'Bireysel müşteriler (B2C)' },
  businesses: { en: 'Businesses (B2B)', tr: 'İşletmeler (B2B)' },
  government: { en: 'Government', tr: 'Kamu kurumları' },
  mixed: { en: 'Mixed', tr: 'Karma' },
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, Label> = {
  physical_goods: { en: 'Physical goods', tr: 'Fiziksel ürünler' },
  services: { en: 'Services', tr: 'Hizmetler' },
  digital: { en: 'Digital products', tr: 'Dijital ürünler' },
  subscription: { en: 'Subscription', tr: 'Abonelik' },
  marketplace: { en: 'Marketplace or platform', tr: 'Pazar yeri veya platform' },
};

export const EXPERIENCE_LABELS: Record<ExperienceLevel, Label> = {
  none: { en: 'No experience in this industry', tr: 'Bu sektörde deneyim yok' },
  under_2_years: { en: 'Less than 2 years', tr: '2 yıldan az' },
  '2_to_5_years': { en: '2 to 5 years', tr: '2-5 yıl' },
  '5_to_10_years': { en: '5 to 10 years', tr: '5-10 yıl' },
  over_10_years: { en: 'More than 10 years', tr: '10 yıldan fazla' },
};

export const BUSINESS_STAGE_LABELS: Record<BusinessStage, Label> = {
  idea: { en: 'Idea', tr: 'Fikir aşaması' },
  planning: { en: 'Planning', tr: 'Planlama aşaması' },
  launched_under_1_year: {
    en: 'Launched less than a year ago',
    tr: 'Bir yıldan kısa süre önce başladı',
  },
  operating_1_to_3_years: { en: 'Operating for 1 to 3 years', tr: '1-3 yıldır faaliyette' },
  operating_over_3_years: {
    en: 'Operating for more than 3 years',
    tr: '3 yıldan uzun süredir faaliyette',
  },
};

export const MARKET_SIZE_LABELS: Record<MarketSize, Label> = {
  niche: { en: 'Niche', tr: 'Niş' },
  local: { en: 'Local', tr: 'Yerel' },
  regional: { en: 'Regional', tr: 'Bölgesel' },
  national: { en: 'National', tr: 'Ulusal' },
  international: { en: 'International', tr: 'Uluslararası' },
};

export const FUNDING_NEEDS_LABELS: Record<FundingNeeds, Label> = {
  none: { en: 'No outside funding needed', tr: 'Dış finansmana gerek yok' },
  under_50k: { en: 'Under $50,000', tr: '50.000 $ altı' },
  '50k_to_250k': { en: '$50,000 to $250,000', tr: '50.000 $ - 250.000 $' },
  '250k_to_1m': { en: '$250,000 to $1 million', tr: '250.000 $ - 1 milyon $' },
  over_1m: { en: 'Over $1 million', tr: '1 milyon $ üzeri' },
};

export const COMPETITION_LABELS: Record<CompetitionLevel, Label> = {
  low: { en: 'Low', tr: 'Düşük' },
  moderate: { en: 'Moderate', tr: 'Orta' },
  high: { en: 'High', tr: 'Yüksek' },
  very_high: { en: 'Very high', tr: 'Çok yüksek' },
};

export const MARKETING_LABELS: Record<MarketingStrategy, Label> = {
  none: { en: 'No plan yet', tr: 'Henüz plan yok' },
  word_of_mouth: { en: 'Word of mouth', tr: 'Ağızdan ağıza' },
  digital: { en: 'Digital marketing', tr: 'Dijital pazarlama' },
  multi_channel: { en: 'Several channels', tr: 'Çok kanallı' },
  partnerships: { en: 'Partnerships', tr: 'İş ortaklıkları' },
};

export const OPERATION_SCALE_LABELS: Record<OperationScale, Label> = {
  solo: { en: 'Just me', tr: 'Yalnızca ben' },
  '2_to_5': { en: '2 to 5 people', tr: '2-5 kişi' },
  '6_to_20': { en: '6 to 20 people', tr: '6-20 kişi' },
  '21_to_100': { en: '21 to 100 people', tr: '21-100 kişi' },
  over_100: { en: 'More than 100 people', tr: '100 kişiden fazla' },
};

export const AREA_TYPE_LABELS: Record<AreaType, Label> = {
  urban: { en: 'Urban (city or town)', tr: 'Kentsel (şehir veya kasaba)' },
  rural: { en: 'Rural (countryside)', tr: 'Kırsal (kırsal bölge)' },
  unknown: { en: 'Not sure', tr: 'Emin değilim' },
};
