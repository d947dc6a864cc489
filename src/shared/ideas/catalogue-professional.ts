import { idea } from './idea-builder';

/** Professional, technical and financial services (sectors professional_services and finance). */
export const PROFESSIONAL_IDEAS = [
  idea(
    'bookkeeping',
    'professional_services',
    ['Bookkeeping for small firms', 'Küçük işletmelere ön muhasebe'],
    [
      'Keep the books, invoices and payroll records of small businesses on a monthly fee.',
      'Küçük işletmelerin defterlerini, faturalarını ve bordro kayıtlarını aylık ücretle tutun.',
    ],
    { skills: ['numbers'], exp: '2_to_5_years', fit: 'anywhere', time: 'part_time' },
    ['businesses', 'subscription', 3_000, 'solo', 'local', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'web-design-studio',
    'professional_services',
    ['Web design for local businesses', 'Yerel işletmelere web tasarımı'],
    [
      'Build and maintain simple, fast websites for shops, clinics and trades.',
      'Dükkânlar, muayenehaneler ve ustalar için sade ve hızlı web siteleri kurup bakımını yapın.',
    ],
    { skills: ['design', 'technology'], exp: 'under_2_years', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 2_000, 'solo', 'regional', 'very_high', 'word_of_mouth', 'none'],
  ),
  idea(
    'translation-agency',
    'professional_services',
    ['Translation and localisation', 'Çeviri ve yerelleştirme'],
    [
      'Translate documents, websites and apps between the languages you master, with a reviewer.',
      'Ustalıkla bildiğiniz diller arasında belge, web sitesi ve uygulama çevirin; bir editörle kontrol edin.',
    ],
    { skills: ['languages', 'writing'], exp: '2_to_5_years', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 1_500, 'solo', 'international', 'high', 'digital', 'none'],
  ),
  idea(
    'marketing-agency',
    'professional_services',
    ['Digital marketing agency', 'Dijital pazarlama ajansı'],
    [
      'Run search, social and e-mail campaigns for small companies with clear monthly reports.',
      'Küçük şirketler için arama, sosyal medya ve e-posta kampanyaları yürütün; her ay net raporlar sunun.',
    ],
    {
      skills: ['media', 'writing', 'numbers'],
      exp: '2_to_5_years',
      fit: 'anywhere',
      time: 'full_time',
    },
    ['businesses', 'services', 10_000, '2_to_5', 'regional', 'very_high', 'digital', 'none'],
  ),
  idea(
    'photography-studio',
    'professional_services',
    ['Portrait and product photography', 'Portre ve ürün fotoğrafçılığı'],
    [
      'Photograph families, headshots and products for online shops, in a studio or on location.',
      'Aile, vesikalık ve internet mağazaları için ürün fotoğrafları çekin; stüdyoda ya da yerinde.',
    ],
    { skills: ['media', 'design'], exp: 'under_2_years', fit: 'anywhere', time: 'part_time' },
    ['mixed', 'services', 8_000, 'solo', 'local', 'high', 'digital', 'none'],
  ),
  idea(
    'architecture-practice',
    'professional_services',
    ['Small architecture practice', 'Küçük mimarlık ofisi'],
    [
      'Design home extensions, renovations and small commercial spaces, and see them through permits.',
      'Ev eklentileri, tadilatlar ve küçük ticari mekânlar tasarlayın; ruhsat süreçlerini yürütün.',
    ],
    { skills: ['design', 'trades'], exp: '5_to_10_years', fit: 'anywhere', time: 'full_time' },
    ['mixed', 'services', 20_000, '2_to_5', 'regional', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'it-support',
    'professional_services',
    ['IT support for small offices', 'Küçük ofislere bilgi teknolojileri desteği'],
    [
      'Set up and look after computers, networks, backups and security for offices without IT staff.',
      'BT çalışanı olmayan ofislerin bilgisayar, ağ, yedekleme ve güvenlik işlerini kurup takip edin.',
    ],
    { skills: ['technology'], exp: '2_to_5_years', fit: 'anywhere', time: 'full_time' },
    ['businesses', 'subscription', 5_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'none'],
  ),
  idea(
    'software-consultancy',
    'professional_services',
    ['Custom software development', 'Özel yazılım geliştirme'],
    [
      'Build internal tools and integrations for companies whose needs off-the-shelf software misses.',
      'Hazır yazılımların karşılamadığı ihtiyaçlar için şirketlere iç araçlar ve entegrasyonlar geliştirin.',
    ],
    { skills: ['technology'], exp: '5_to_10_years', fit: 'online', time: 'full_time' },
    ['businesses', 'services', 10_000, '2_to_5', 'national', 'high', 'partnerships', 'none'],
  ),
  idea(
    'graphic-design',
    'professional_services',
    ['Branding and graphic design', 'Marka kimliği ve grafik tasarım'],
    [
      'Design logos, packaging and printed material for new brands and small firms.',
      'Yeni markalar ve küçük firmalar için logo, ambalaj ve basılı malzeme tasarlayın.',
    ],
    { skills: ['design'], exp: 'under_2_years', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 2_500, 'solo', 'national', 'very_high', 'digital', 'none'],
  ),
  idea(
    'hr-consulting',
    'professional_services',
    ['HR help for small employers', 'Küçük işverenlere insan kaynakları desteği'],
    [
      'Write contracts and policies, run hiring and onboarding for firms too small for an HR team.',
      'İK ekibi kuramayacak kadar küçük firmalara sözleşme ve politika yazın; işe alım ve oryantasyonu yürütün.',
    ],
    { skills: ['writing', 'sales'], exp: '5_to_10_years', fit: 'anywhere', time: 'part_time' },
    ['businesses', 'services', 3_000, 'solo', 'regional', 'moderate', 'partnerships', 'none'],
  ),
  idea(
    'data-analysis',
    'professional_services',
    ['Data analysis and dashboards', 'Veri analizi ve gösterge panoları'],
    [
      'Turn a company’s sales and operations data into dashboards and answers to its questions.',
      'Bir şirketin satış ve operasyon verilerini gösterge panolarına dönüştürün, sorularını verilerle yanıtlayın.',
    ],
    { skills: ['numbers', 'technology'], exp: '2_to_5_years', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 2_000, 'solo', 'national', 'moderate', 'digital', 'none'],
  ),
  idea(
    'interior-design',
    'professional_services',
    ['Interior design', 'İç mimarlık ve dekorasyon'],
    [
      'Plan layouts, colours and furniture for homes and small shops, and manage the fit-out.',
      'Evler ve küçük dükkânlar için yerleşim, renk ve mobilya planlayın; uygulamayı yönetin.',
    ],
    { skills: ['design'], exp: '2_to_5_years', fit: 'urban', time: 'full_time' },
    ['mixed', 'services', 6_000, 'solo', 'local', 'high', 'digital', 'none'],
  ),
  idea(
    'copywriting',
    'professional_services',
    ['Copywriting and content', 'Metin yazarlığı ve içerik üretimi'],
    [
      'Write web pages, product descriptions, newsletters and reports for companies.',
      'Şirketler için web sayfası, ürün açıklaması, bülten ve rapor metinleri yazın.',
    ],
    { skills: ['writing'], exp: 'none', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 500, 'solo', 'national', 'very_high', 'digital', 'none'],
  ),
  idea(
    'energy-audits',
    'professional_services',
    ['Home energy audits', 'Konut enerji verimliliği denetimi'],
    [
      'Inspect homes for heat loss and recommend insulation, heating and solar improvements.',
      'Evlerde ısı kayıplarını inceleyip yalıtım, ısıtma ve güneş enerjisi iyileştirmeleri önerin.',
    ],
    { skills: ['trades', 'numbers'], exp: '2_to_5_years', fit: 'anywhere', time: 'part_time' },
    ['consumers', 'services', 7_000, 'solo', 'regional', 'low', 'partnerships', 'none'],
  ),
  idea(
    'event-planning',
    'professional_services',
    ['Event planning', 'Etkinlik planlama'],
    [
      'Plan weddings, launches and conferences: venues, suppliers, schedules and the day itself.',
      'Düğün, lansman ve konferansları planlayın: mekân, tedarikçiler, program ve o günün yönetimi.',
    ],
    { skills: ['sales', 'design'], exp: 'under_2_years', fit: 'anywhere', time: 'part_time' },
    ['mixed', 'services', 4_000, 'solo', 'regional', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'legal-document-service',
    'professional_services',
    ['Permits and paperwork service', 'İzin ve evrak takip hizmeti'],
    [
      'Handle licences, registrations and official forms for new businesses and residents from abroad.',
      'Yeni işletmeler ve yurt dışından gelenler için ruhsat, kayıt ve resmî form işlemlerini takip edin.',
    ],
    { skills: ['languages', 'writing'], exp: '2_to_5_years', fit: 'urban', time: 'part_time' },
    ['mixed', 'services', 2_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'none'],
  ),
  idea(
    'tax-preparation',
    'finance',
    ['Tax return preparation', 'Vergi beyannamesi hazırlama'],
    [
      'Prepare personal and small-business tax returns, busiest in the filing season.',
      'Bireylerin ve küçük işletmelerin vergi beyannamelerini hazırlayın; iş yükü beyan dönemlerinde yoğunlaşır.',
    ],
    { skills: ['numbers'], exp: '2_to_5_years', fit: 'anywhere', time: 'part_time' },
    ['mixed', 'services', 2_000, 'solo', 'local', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'insurance-agency',
    'finance',
    ['Independent insurance agency', 'Bağımsız sigorta acenteliği'],
    [
      'Compare and sell home, car and business insurance from several insurers, and help with claims.',
      'Birkaç sigorta şirketinin konut, araç ve işyeri poliçelerini karşılaştırıp satın; hasar süreçlerinde yardım edin.',
    ],
    { skills: ['sales', 'numbers'], exp: '2_to_5_years', fit: 'anywhere', time: 'full_time' },
    ['mixed', 'services', 15_000, '2_to_5', 'local', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'financial-coaching',
    'finance',
    ['Personal budgeting coach', 'Kişisel bütçe koçluğu'],
    [
      'Help households build a budget, pay down debt and plan savings in a few paid sessions.',
      'Ailelerin bütçe yapmasına, borçlarını azaltmasına ve birikim planlamasına birkaç ücretli görüşmeyle yardım edin.',
    ],
    { skills: ['numbers', 'teaching'], exp: '2_to_5_years', fit: 'online', time: 'part_time' },
    ['consumers', 'services', 1_000, 'solo', 'national', 'moderate', 'digital', 'none'],
  ),
  idea(
    'payroll-service',
    'finance',
    ['Payroll service', 'Bordro hizmeti'],
    [
      'Run monthly payroll, payslips and filings for small employers.',
      'Küçük işverenlerin aylık bordrolarını, ücret pusulalarını ve bildirimlerini yapın.',
    ],
    { skills: ['numbers', 'technology'], exp: '2_to_5_years', fit: 'anywhere', time: 'full_time' },
    ['businesses', 'subscription', 5_000, 'solo', 'regional', 'moderate', 'partnerships', 'none'],
  ),
  idea(
    'invoice-collections',
    'finance',
    ['Invoice follow-up for small firms', 'Küçük firmalara alacak takibi'],
    [
      'Chase overdue invoices politely and keep receivables tidy for firms that lack the time.',
      'Zamanı olmayan firmaların geciken faturalarını nazikçe takip edin, alacak kayıtlarını düzenli tutun.',
    ],
    { skills: ['numbers', 'sales'], exp: 'under_2_years', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 1_500, 'solo', 'regional', 'low', 'partnerships', 'none'],
  ),
] as const;
