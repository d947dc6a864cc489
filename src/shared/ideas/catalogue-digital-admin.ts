import { idea } from './idea-builder';

/** Software, media and support services (sectors information and administrative_services). */
export const DIGITAL_AND_ADMIN_IDEAS = [
  idea(
    'saas-scheduling',
    'information',
    ['Booking software for a trade', 'Bir meslek için randevu yazılımı'],
    [
      'A subscription app that handles bookings, reminders and payments for one trade, such as salons.',
      'Kuaförler gibi tek bir meslek için randevu, hatırlatma ve ödemeleri yöneten abonelikli bir uygulama.',
    ],
    { skills: ['technology'], exp: '2_to_5_years', fit: 'online', time: 'full_time' },
    ['businesses', 'subscription', 30_000, '2_to_5', 'national', 'high', 'digital', '50k_to_250k'],
  ),
  idea(
    'mobile-app-studio',
    'information',
    ['Mobile app studio', 'Mobil uygulama stüdyosu'],
    [
      'Design and build mobile apps for clients, and keep them updated on a maintenance plan.',
      'Müşteriler için mobil uygulamalar tasarlayıp geliştirin, bakım planıyla güncel tutun.',
    ],
    { skills: ['technology', 'design'], exp: '2_to_5_years', fit: 'online', time: 'full_time' },
    ['businesses', 'services', 15_000, '2_to_5', 'national', 'very_high', 'partnerships', 'none'],
  ),
  idea(
    'podcast-production',
    'information',
    ['Podcast production', 'Podcast prodüksiyonu'],
    [
      'Record, edit and publish podcasts for companies and experts who want their own show.',
      'Kendi programını isteyen şirketler ve uzmanlar için podcast kaydı, kurgusu ve yayını yapın.',
    ],
    { skills: ['media', 'technology'], exp: 'under_2_years', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 4_000, 'solo', 'national', 'moderate', 'digital', 'none'],
  ),
  idea(
    'video-production',
    'information',
    ['Video production', 'Video prodüksiyonu'],
    [
      'Film and edit promotional, training and event videos for organisations.',
      'Kurumlar için tanıtım, eğitim ve etkinlik videoları çekip kurgulayın.',
    ],
    { skills: ['media'], exp: '2_to_5_years', fit: 'anywhere', time: 'full_time' },
    ['businesses', 'services', 20_000, '2_to_5', 'regional', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'niche-newsletter',
    'information',
    ['Paid newsletter on a niche', 'Belirli bir konuda ücretli bülten'],
    [
      'Write a regular newsletter on a subject you know deeply, funded by subscribers and sponsors.',
      'Derinlemesine bildiğiniz bir konuda düzenli bir bülten yazın; aboneler ve sponsorlarla finanse edin.',
    ],
    { skills: ['writing'], exp: '2_to_5_years', fit: 'online', time: 'part_time' },
    ['consumers', 'subscription', 500, 'solo', 'international', 'moderate', 'digital', 'none'],
  ),
  idea(
    'local-news-site',
    'information',
    ['Local news website', 'Yerel haber sitesi'],
    [
      'Report on your town’s council, schools and businesses, funded by local advertisers and members.',
      'Şehrinizin belediyesini, okullarını ve işletmelerini haberleştirin; yerel reklam verenler ve üyelerle finanse edin.',
    ],
    { skills: ['writing', 'media'], exp: 'under_2_years', fit: 'anywhere', time: 'part_time' },
    ['consumers', 'digital', 3_000, 'solo', 'local', 'low', 'multi_channel', 'none'],
  ),
  idea(
    'online-course-platform',
    'information',
    ['Online courses in your field', 'Uzmanlık alanınızda çevrim içi kurslar'],
    [
      'Record video courses with exercises in a skill you practise and sell them online.',
      'Uyguladığınız bir beceride alıştırmalı video kurslar hazırlayıp internette satın.',
    ],
    { skills: ['teaching', 'media'], exp: '5_to_10_years', fit: 'online', time: 'part_time' },
    ['consumers', 'digital', 3_000, 'solo', 'international', 'very_high', 'digital', 'none'],
  ),
  idea(
    'indie-game-studio',
    'information',
    ['Small game studio', 'Küçük oyun stüdyosu'],
    [
      'Make small games for PC and phones and sell them through the app and game stores.',
      'Bilgisayar ve telefonlar için küçük oyunlar yapıp uygulama ve oyun mağazalarında satın.',
    ],
    { skills: ['technology', 'design'], exp: '2_to_5_years', fit: 'online', time: 'full_time' },
    [
      'consumers',
      'digital',
      20_000,
      '2_to_5',
      'international',
      'very_high',
      'digital',
      'under_50k',
    ],
  ),
  idea(
    'stock-media',
    'information',
    ['Stock photos, music or templates', 'Hazır fotoğraf, müzik ya da şablon satışı'],
    [
      'Create photos, music tracks or design templates and license them through stock libraries.',
      'Fotoğraf, müzik ya da tasarım şablonları üretip hazır içerik kütüphaneleri üzerinden lisanslayın.',
    ],
    { skills: ['media', 'design'], exp: 'none', fit: 'online', time: 'part_time' },
    ['businesses', 'digital', 1_500, 'solo', 'international', 'very_high', 'digital', 'none'],
  ),
  idea(
    'website-maintenance',
    'information',
    ['Website hosting and care plans', 'Web sitesi barındırma ve bakım paketleri'],
    [
      'Host small business websites and keep them updated, backed up and secure for a monthly fee.',
      'Küçük işletmelerin web sitelerini barındırın; aylık ücretle güncel, yedekli ve güvenli tutun.',
    ],
    { skills: ['technology'], exp: 'under_2_years', fit: 'online', time: 'part_time' },
    ['businesses', 'subscription', 2_000, 'solo', 'national', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'community-app',
    'information',
    ['Local services directory app', 'Yerel hizmetler rehberi uygulaması'],
    [
      'A directory and review app for one town’s trades and services, paid for by listed businesses.',
      'Bir şehrin ustalarını ve hizmetlerini yorumlarıyla listeleyen bir rehber uygulaması; ücretini listelenen işletmeler öder.',
    ],
    { skills: ['technology', 'sales'], exp: 'under_2_years', fit: 'anywhere', time: 'part_time' },
    ['mixed', 'marketplace', 10_000, 'solo', 'local', 'moderate', 'multi_channel', 'none'],
  ),
  idea(
    'virtual-assistant',
    'administrative_services',
    ['Virtual assistant', 'Sanal asistanlık'],
    [
      'Manage e-mail, calendars, travel and admin for busy professionals, remotely.',
      'Yoğun profesyonellerin e-postalarını, takvimlerini, seyahatlerini ve idari işlerini uzaktan yönetin.',
    ],
    { skills: ['writing', 'technology'], exp: 'none', fit: 'online', time: 'part_time' },
    ['businesses', 'services', 500, 'solo', 'international', 'high', 'digital', 'none'],
  ),
  idea(
    'office-cleaning',
    'administrative_services',
    ['Office cleaning', 'Ofis temizliği'],
    [
      'Clean offices, clinics and shops in the evenings on weekly contracts.',
      'Ofis, muayenehane ve dükkânları haftalık sözleşmelerle akşam saatlerinde temizleyin.',
    ],
    { skills: ['trades'], exp: 'none', fit: 'urban', time: 'part_time' },
    ['businesses', 'services', 5_000, '2_to_5', 'local', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'landscaping',
    'administrative_services',
    ['Garden and landscape maintenance', 'Bahçe ve peyzaj bakımı'],
    [
      'Mow, prune and plant for homes, sites and housing estates on seasonal contracts.',
      'Evler, siteler ve işyerleri için sezonluk sözleşmelerle çim biçme, budama ve dikim yapın.',
    ],
    { skills: ['outdoors', 'trades'], exp: 'none', fit: 'anywhere', time: 'full_time' },
    ['mixed', 'services', 20_000, '2_to_5', 'local', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'staffing-agency',
    'administrative_services',
    ['Temporary staffing agency', 'Geçici personel ajansı'],
    [
      'Find and place temporary staff for hospitality, events and warehouses in busy seasons.',
      'Yoğun sezonlarda otel-restoran, etkinlik ve depolar için geçici personel bulup yerleştirin.',
    ],
    { skills: ['sales', 'languages'], exp: '5_to_10_years', fit: 'urban', time: 'full_time' },
    ['businesses', 'services', 40_000, '2_to_5', 'regional', 'high', 'partnerships', 'under_50k'],
  ),
  idea(
    'pest-control',
    'administrative_services',
    ['Pest control', 'Haşere ilaçlama'],
    [
      'Treat homes, restaurants and warehouses for insects and rodents, with regular inspections.',
      'Evleri, restoranları ve depoları böcek ve kemirgenlere karşı ilaçlayın; düzenli kontroller yapın.',
    ],
    { skills: ['trades', 'driving'], exp: 'under_2_years', fit: 'anywhere', time: 'full_time' },
    ['mixed', 'services', 25_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'none'],
  ),
  idea(
    'travel-agency-niche',
    'administrative_services',
    ['Specialist travel planner', 'Özel seyahat planlayıcısı'],
    [
      'Plan trips of one kind you know well, such as walking holidays or accessible travel.',
      'Yürüyüş tatilleri ya da engelsiz seyahat gibi iyi bildiğiniz bir türde geziler planlayın.',
    ],
    { skills: ['languages', 'sales'], exp: '2_to_5_years', fit: 'online', time: 'part_time' },
    ['consumers', 'services', 5_000, 'solo', 'international', 'moderate', 'digital', 'none'],
  ),
  idea(
    'document-shredding',
    'administrative_services',
    ['Secure document shredding', 'Güvenli evrak imhası'],
    [
      'Collect and shred confidential papers for offices, clinics and law firms, with a certificate.',
      'Ofislerin, muayenehanelerin ve hukuk bürolarının gizli evraklarını toplayıp belgeli olarak imha edin.',
    ],
    { skills: ['driving'], exp: 'none', fit: 'anywhere', time: 'full_time' },
    ['businesses', 'services', 45_000, '2_to_5', 'regional', 'low', 'partnerships', 'under_50k'],
  ),
  idea(
    'call-answering',
    'administrative_services',
    ['Phone answering service', 'Telefon karşılama hizmeti'],
    [
      'Answer calls and book appointments for tradespeople and small clinics who cannot pick up.',
      'Telefona bakamayan ustalar ve küçük muayenehaneler adına çağrıları karşılayıp randevu verin.',
    ],
    { skills: ['languages', 'sales'], exp: 'none', fit: 'online', time: 'part_time' },
    ['businesses', 'subscription', 3_000, '2_to_5', 'national', 'moderate', 'digital', 'none'],
  ),
  idea(
    'window-cleaning',
    'administrative_services',
    ['Window and facade cleaning', 'Cam ve cephe temizliği'],
    [
      'Clean windows for homes and shopfronts on a regular round.',
      'Evlerin ve dükkân vitrinlerinin camlarını düzenli bir rotayla temizleyin.',
    ],
    { skills: ['trades', 'outdoors'], exp: 'none', fit: 'urban', time: 'part_time' },
    ['mixed', 'services', 3_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'none'],
  ),
] as const;
