import type { Sector } from '#engine/inputs';
import sectorFigures from './sector-figures.json';

/** A text in both languages of the app; the knowledge base is data, not UI copy, so it lives here. */
export type LocalizedText = { en: string; tr: string };

/** Where a factual statement comes from. Only sources listed here may back a report's claim. */
export const KNOWLEDGE_SOURCES = {
  'census-bds-2019': {
    name: sectorFigures.provenance.source,
    url: sectorFigures.provenance.sourceUrl,
  },
} as const;
export type KnowledgeSourceId = keyof typeof KNOWLEDGE_SOURCES;

export type SectorFigures = (typeof sectorFigures.sectors)[Sector];

/**
 * One sector's entry. `figures` are the only factual claims and carry `source`; the curated texts
 * are deliberately questions and checks for the founder to answer, not statements of fact, so
 * nothing here asserts a number or a trend without the data behind it.
 */
export type SectorKnowledge = {
  figures: SectorFigures;
  source: KnowledgeSourceId;
  /** Where an opening may lie: a question to investigate. */
  opportunity: LocalizedText;
  /** What could go wrong: a check to make before spending. */
  threat: LocalizedText;
  /** How to size up rivals without naming any: what to compare. */
  competition: LocalizedText;
};

type Curated = Omit<SectorKnowledge, 'figures' | 'source'>;

const t = (en: string, tr: string): LocalizedText => ({ en, tr });

const CURATED: Record<Sector, Curated> = {
  agriculture: {
    opportunity: t(
      'Can you sell directly to local buyers (markets, restaurants, subscriptions) and keep more of the price?',
      'Yerel alıcılara (pazarlar, restoranlar, abonelikler) doğrudan satarak fiyatın daha büyük bir kısmını elinizde tutabilir misiniz?',
    ),
    threat: t(
      'How would one bad season (weather, pests, input prices) affect your cash? Plan a reserve for it.',
      'Kötü geçen bir sezon (hava, zararlılar, girdi fiyatları) nakdinizi nasıl etkiler? Bunun için bir yedek ayırın.',
    ),
    competition: t(
      'Compare yourself with other producers selling to the same buyers on price, quality and reliability of supply.',
      'Aynı alıcılara satış yapan diğer üreticilerle fiyat, kalite ve tedarik güvenilirliği açısından kendinizi karşılaştırın.',
    ),
  },
  mining: {
    opportunity: t(
      'Is there a specialised service (testing, equipment upkeep, safety) that larger operators buy from outside?',
      'Büyük işletmelerin dışarıdan satın aldığı uzmanlık gerektiren bir hizmet (test, ekipman bakımı, güvenlik) var mı?',
    ),
    threat: t(
      'Check which permits and environmental obligations apply before you commit capital.',
      'Sermaye bağlamadan önce hangi izinlerin ve çevre yükümlülüklerinin geçerli olduğunu kontrol edin.',
    ),
    competition: t(
      'List who already serves the same sites or buyers and what contracts they hold.',
      'Aynı sahalara veya alıcılara kimlerin hizmet verdiğini ve hangi sözleşmelere sahip olduklarını listeleyin.',
    ),
  },
  utilities: {
    opportunity: t(
      'Is there a local service gap (installation, maintenance, efficiency) that regulated providers leave open?',
      'Düzenlemeye tabi sağlayıcıların boş bıraktığı yerel bir hizmet açığı (kurulum, bakım, verimlilik) var mı?',
    ),
    threat: t(
      'Find out which licences and grid or network rules apply in your location.',
      'Bulunduğunuz yerde hangi lisansların ve şebeke kurallarının geçerli olduğunu öğrenin.',
    ),
    competition: t(
      'Compare your offer with the incumbent provider and with installers already active in your area.',
      'Teklifinizi mevcut sağlayıcıyla ve bölgenizde zaten çalışan kurulumcularla karşılaştırın.',
    ),
  },
  construction: {
    opportunity: t(
      'Which kind of job (repairs, renovations, a trade speciality) do customers near you struggle to book?',
      'Çevrenizdeki müşteriler hangi tür işi (onarım, tadilat, bir uzmanlık alanı) yaptıracak usta bulmakta zorlanıyor?',
    ),
    threat: t(
      'Late payments and cost overruns hit cash first: agree deposits and staged payments in writing.',
      'Geciken ödemeler ve maliyet aşımları önce nakdi vurur: kapora ve aşamalı ödemeleri yazılı olarak kararlaştırın.',
    ),
    competition: t(
      'Compare your quotes, lead times and references with the contractors customers already call.',
      'Tekliflerinizi, teslim sürelerinizi ve referanslarınızı müşterilerin zaten aradığı müteahhitlerle karşılaştırın.',
    ),
  },
  manufacturing: {
    opportunity: t(
      'Is there a small batch, custom or local product that large producers do not make profitably?',
      'Büyük üreticilerin kârlı biçimde üretmediği küçük partili, kişiye özel veya yerel bir ürün var mı?',
    ),
    threat: t(
      'Work out your unit cost at low volumes and how long stock ties up your cash.',
      'Düşük hacimde birim maliyetinizi ve stokun nakdinizi ne kadar süre bağladığını hesaplayın.',
    ),
    competition: t(
      'Compare your unit cost, quality and delivery time with imported and mass-produced alternatives.',
      'Birim maliyetinizi, kalitenizi ve teslim sürenizi ithal ve seri üretilen alternatiflerle karşılaştırın.',
    ),
  },
  wholesale: {
    opportunity: t(
      'Which retailers or workshops near you find it hard to get a product line in small quantities?',
      'Çevrenizdeki hangi perakendeciler veya atölyeler bir ürün grubunu küçük miktarlarda bulmakta zorlanıyor?',
    ),
    threat: t(
      'Check your payment terms: paying suppliers before customers pay you needs working capital.',
      'Ödeme koşullarınızı kontrol edin: müşteriler size ödemeden tedarikçilere ödemek işletme sermayesi gerektirir.',
    ),
    competition: t(
      'Compare your prices, minimum orders and delivery speed with the distributors your buyers use now.',
      'Fiyatlarınızı, minimum sipariş miktarlarınızı ve teslimat hızınızı alıcılarınızın şu an kullandığı dağıtıcılarla karşılaştırın.',
    ),
  },
  retail: {
    opportunity: t(
      'What do customers in your area ask for that shops nearby do not stock or explain well?',
      'Bölgenizdeki müşteriler yakındaki dükkânların bulundurmadığı veya iyi anlatamadığı neyi soruyor?',
    ),
    threat: t(
      'Could your customers buy the same item online for less? Decide what they get only from you.',
      'Müşterileriniz aynı ürünü internetten daha ucuza alabilir mi? Yalnızca sizden alacakları şeyin ne olduğuna karar verin.',
    ),
    competition: t(
      'Compare price, range, location and service with the shops and online sellers your customers already use.',
      'Fiyat, ürün çeşidi, konum ve hizmeti müşterilerinizin zaten kullandığı dükkânlar ve çevrimiçi satıcılarla karşılaştırın.',
    ),
  },
  transportation: {
    opportunity: t(
      'Is there a route, time window or kind of load that local customers cannot get served reliably?',
      'Yerel müşterilerin güvenilir biçimde hizmet alamadığı bir güzergâh, zaman aralığı veya yük türü var mı?',
    ),
    threat: t(
      'Price in fuel, insurance, maintenance and empty return trips before you quote.',
      'Teklif vermeden önce yakıtı, sigortayı, bakımı ve boş dönüş seferlerini fiyata katın.',
    ),
    competition: t(
      'Compare your rates, reliability and coverage with the carriers your customers use today.',
      'Ücretlerinizi, güvenilirliğinizi ve hizmet alanınızı müşterilerinizin bugün kullandığı taşıyıcılarla karşılaştırın.',
    ),
  },
  information: {
    opportunity: t(
      'Which specific group of users has a problem that general-purpose products handle badly?',
      'Genel amaçlı ürünlerin kötü çözdüğü bir sorunu olan belirli bir kullanıcı grubu hangisi?',
    ),
    threat: t(
      'Check how easily a larger product could add your feature, and what keeps your users with you.',
      'Daha büyük bir ürünün sizin özelliğinizi ne kadar kolay ekleyebileceğini ve kullanıcılarınızı sizde neyin tuttuğunu kontrol edin.',
    ),
    competition: t(
      'Compare features, price and switching effort with the tools your target users already pay for.',
      'Özellikleri, fiyatı ve geçiş zahmetini hedef kullanıcılarınızın zaten ödeme yaptığı araçlarla karşılaştırın.',
    ),
  },
  finance: {
    opportunity: t(
      'Which customers are poorly served by existing providers (too small, too new, too specialised)?',
      'Hangi müşterilere mevcut sağlayıcılar yeterince hizmet vermiyor (çok küçük, çok yeni, çok özel)?',
    ),
    threat: t(
      'Find out which licences and compliance duties apply before you take any client money.',
      'Herhangi bir müşteri parası almadan önce hangi lisansların ve uyum yükümlülüklerinin geçerli olduğunu öğrenin.',
    ),
    competition: t(
      'Compare fees, trust signals and service with the providers your customers already use.',
      'Ücretleri, güven unsurlarını ve hizmeti müşterilerinizin zaten kullandığı sağlayıcılarla karşılaştırın.',
    ),
  },
  real_estate: {
    opportunity: t(
      'Is there a property type or neighbourhood that existing agents or managers serve poorly?',
      'Mevcut emlakçıların veya yöneticilerin yeterince hizmet vermediği bir mülk türü veya semt var mı?',
    ),
    threat: t(
      'Work out how a slow market or higher interest rates would change your income.',
      'Durgun bir piyasanın veya yükselen faizlerin gelirinizi nasıl değiştireceğini hesaplayın.',
    ),
    competition: t(
      'Compare your fees, listings and response times with the agencies active in your area.',
      'Ücretlerinizi, ilanlarınızı ve yanıt sürelerinizi bölgenizde çalışan ofislerle karşılaştırın.',
    ),
  },
  professional_services: {
    opportunity: t(
      'Which narrow problem can you solve better than generalists, for clients you can name?',
      'Adını sayabileceğiniz müşteriler için hangi dar sorunu genel hizmet verenlerden daha iyi çözebilirsiniz?',
    ),
    threat: t(
      'Relying on one or two clients is fragile: how would losing your largest client affect you?',
      'Bir iki müşteriye dayanmak kırılgandır: en büyük müşterinizi kaybetmek sizi nasıl etkiler?',
    ),
    competition: t(
      'Compare your rates, specialisation and references with the firms and freelancers clients already hire.',
      'Ücretlerinizi, uzmanlığınızı ve referanslarınızı müşterilerin zaten çalıştığı firmalar ve serbest çalışanlarla karşılaştırın.',
    ),
  },
  administrative_services: {
    opportunity: t(
      'Which routine task do local businesses dislike doing themselves and would pay to hand over?',
      'Yerel işletmelerin kendileri yapmaktan hoşlanmadığı ve devretmek için ödeme yapacağı rutin iş hangisi?',
    ),
    threat: t(
      'Check how easily clients could switch to a cheaper provider, and agree notice periods.',
      'Müşterilerin ne kadar kolay daha ucuz bir sağlayıcıya geçebileceğini kontrol edin ve fesih bildirim sürelerini kararlaştırın.',
    ),
    competition: t(
      'Compare price, reliability and response time with the providers your clients use now.',
      'Fiyat, güvenilirlik ve yanıt süresini müşterilerinizin şu an kullandığı sağlayıcılarla karşılaştırın.',
    ),
  },
  education: {
    opportunity: t(
      'Which learners (an age, a skill, a schedule) cannot find a course that fits them?',
      'Hangi öğrenciler (bir yaş grubu, bir beceri, bir zaman dilimi) kendilerine uyan bir kurs bulamıyor?',
    ),
    threat: t(
      'Check accreditation or permit rules, and how demand changes across the school year.',
      'Akreditasyon veya izin kurallarını ve talebin öğretim yılı boyunca nasıl değiştiğini kontrol edin.',
    ),
    competition: t(
      'Compare price, outcomes you can show and schedule with the schools, tutors and free resources learners use.',
      'Fiyatı, gösterebileceğiniz sonuçları ve programı öğrencilerin kullandığı okullar, özel öğretmenler ve ücretsiz kaynaklarla karşılaştırın.',
    ),
  },
  health_care: {
    opportunity: t(
      'Which service do patients in your area wait long for or travel far to get?',
      'Bölgenizdeki hastalar hangi hizmet için uzun süre bekliyor veya uzağa gidiyor?',
    ),
    threat: t(
      'Find out which licences, insurance and record-keeping rules apply before you open.',
      'Açılıştan önce hangi lisansların, sigortaların ve kayıt tutma kurallarının geçerli olduğunu öğrenin.',
    ),
    competition: t(
      'Compare waiting times, access and price with the practices and clinics patients use now.',
      'Bekleme sürelerini, erişimi ve fiyatı hastaların şu an gittiği muayenehane ve kliniklerle karşılaştırın.',
    ),
  },
  arts_entertainment: {
    opportunity: t(
      'Which audience near you lacks an event, class or venue of the kind you plan?',
      'Çevrenizde hangi kitle planladığınız türde bir etkinlikten, dersten veya mekândan yoksun?',
    ),
    threat: t(
      'Plan for uneven income across seasons and for events that sell fewer tickets than expected.',
      'Mevsimlere göre dalgalanan gelir ve beklenenden az bilet satan etkinlikler için plan yapın.',
    ),
    competition: t(
      'Compare price, experience and timing with the other ways your audience spends its free time.',
      'Fiyatı, deneyimi ve zamanlamayı kitlenizin boş zamanını geçirdiği diğer seçeneklerle karşılaştırın.',
    ),
  },
  accommodation_food: {
    opportunity: t(
      'What do people near your location want to eat or where do they want to stay that they cannot find?',
      'Konumunuzun çevresindeki insanlar ne yemek veya nerede kalmak istiyor da bulamıyor?',
    ),
    threat: t(
      'Work out rent, staff and food costs per customer before signing a lease.',
      'Kira sözleşmesi imzalamadan önce müşteri başına kira, personel ve gıda maliyetlerini hesaplayın.',
    ),
    competition: t(
      'Visit the places your customers go now and compare price, quality, speed and opening hours.',
      'Müşterilerinizin şu an gittiği yerleri ziyaret edin; fiyat, kalite, hız ve açık olma saatlerini karşılaştırın.',
    ),
  },
  other_services: {
    opportunity: t(
      'Which everyday service (repair, care, personal services) is hard to book in your area?',
      'Hangi gündelik hizmet (onarım, bakım, kişisel hizmetler) bölgenizde randevu almak için zor?',
    ),
    threat: t(
      'Check licence or certification rules for your trade and how you will fill quiet weeks.',
      'Mesleğiniz için lisans veya sertifika kurallarını ve sakin haftaları nasıl dolduracağınızı kontrol edin.',
    ),
    competition: t(
      'Compare price, availability and reviews with the providers people nearby already use.',
      'Fiyatı, müsaitliği ve yorumları çevredeki insanların zaten kullandığı hizmet verenlerle karşılaştırın.',
    ),
  },
};

export const ALL_SECTOR_FIGURES = sectorFigures.allSectors;
export const SECTOR_FIGURES_PROVENANCE = sectorFigures.provenance;

/** The knowledge-base entry of a sector: its curated texts plus the BDS figures with their source. */
export const sectorKnowledge = (sector: Sector): SectorKnowledge => ({
  ...CURATED[sector],
  figures: sectorFigures.sectors[sector],
  source: 'census-bds-2019',
});
