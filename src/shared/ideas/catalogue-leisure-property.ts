import { idea } from './idea-builder';

/** Leisure, property and energy (sectors arts_entertainment, real_estate and utilities). */
export const LEISURE_AND_PROPERTY_IDEAS = [
  idea(
    'escape-room',
    'arts_entertainment',
    ['Escape room', 'Kaçış odası'],
    [
      'Design two or three puzzle rooms that groups of friends and colleagues book by the hour.',
      'Arkadaş ve iş arkadaşı gruplarının saatlik rezerve ettiği iki üç bulmaca odası tasarlayın.',
    ],
    { skills: ['design', 'technology'], exp: 'none', fit: 'urban', time: 'full_time' },
    ['mixed', 'services', 70_000, '2_to_5', 'local', 'moderate', 'digital', 'under_50k'],
  ),
  idea(
    'yoga-studio',
    'arts_entertainment',
    ['Yoga and pilates studio', 'Yoga ve pilates stüdyosu'],
    [
      'Teach small classes in a calm studio, with memberships and online sessions.',
      'Sakin bir stüdyoda küçük gruplara ders verin; üyelik ve çevrim içi seanslar sunun.',
    ],
    { skills: ['teaching', 'care'], exp: '2_to_5_years', fit: 'urban', time: 'full_time' },
    ['consumers', 'subscription', 40_000, '2_to_5', 'local', 'high', 'multi_channel', 'none'],
  ),
  idea(
    'guided-tours',
    'arts_entertainment',
    ['Walking tours', 'Yürüyüş turları'],
    [
      'Lead history, food or street-art walks for visitors in the languages you speak.',
      'Ziyaretçilere konuştuğunuz dillerde tarih, lezzet ya da sokak sanatı yürüyüşleri düzenleyin.',
    ],
    { skills: ['languages', 'teaching'], exp: 'none', fit: 'urban', time: 'part_time' },
    ['consumers', 'services', 1_000, 'solo', 'international', 'moderate', 'digital', 'none'],
  ),
  idea(
    'climbing-gym',
    'arts_entertainment',
    ['Bouldering gym', 'Bouldering (tırmanış) salonu'],
    [
      'Open an indoor bouldering wall with classes, memberships and a small café.',
      'Kursları, üyelikleri ve küçük bir kafesi olan kapalı bir bouldering duvarı açın.',
    ],
    { skills: ['outdoors', 'teaching'], exp: '2_to_5_years', fit: 'urban', time: 'full_time' },
    [
      'consumers',
      'subscription',
      400_000,
      '6_to_20',
      'regional',
      'low',
      'multi_channel',
      '250k_to_1m',
    ],
  ),
  idea(
    'party-entertainer',
    'arts_entertainment',
    ['Children’s party entertainment', 'Çocuk partisi animasyonu'],
    [
      'Run games, magic or craft activities at children’s birthday parties.',
      'Çocukların doğum günü partilerinde oyun, sihirbazlık ya da el işi etkinlikleri yürütün.',
    ],
    { skills: ['teaching', 'media'], exp: 'none', fit: 'anywhere', time: 'part_time' },
    ['consumers', 'services', 2_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'none'],
  ),
  idea(
    'recording-studio',
    'arts_entertainment',
    ['Rehearsal and recording studio', 'Prova ve kayıt stüdyosu'],
    [
      'Rent soundproofed rooms to bands by the hour and record demos.',
      'Ses yalıtımlı odaları gruplara saatlik kiralayın ve demo kayıtları yapın.',
    ],
    { skills: ['media', 'technology'], exp: '2_to_5_years', fit: 'urban', time: 'full_time' },
    ['consumers', 'services', 60_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'under_50k'],
  ),
  idea(
    'board-game-cafe',
    'arts_entertainment',
    ['Board-game café', 'Kutu oyunu kafesi'],
    [
      'Charge a table fee for a library of board games, with drinks and snacks.',
      'Geniş bir kutu oyunu koleksiyonu için masa ücreti alın; içecek ve atıştırmalık sunun.',
    ],
    { skills: ['sales', 'teaching'], exp: 'none', fit: 'urban', time: 'full_time' },
    ['consumers', 'services', 50_000, '2_to_5', 'local', 'low', 'multi_channel', 'under_50k'],
  ),
  idea(
    'live-event-music',
    'arts_entertainment',
    ['Live music for events', 'Etkinlikler için canlı müzik'],
    [
      'Play with a small ensemble at weddings, openings and corporate dinners.',
      'Küçük bir toplulukla düğünlerde, açılışlarda ve kurumsal yemeklerde çalın.',
    ],
    { skills: ['media'], exp: '2_to_5_years', fit: 'anywhere', time: 'part_time' },
    ['mixed', 'services', 5_000, '2_to_5', 'regional', 'high', 'word_of_mouth', 'none'],
  ),
  idea(
    'outdoor-adventure-guide',
    'arts_entertainment',
    ['Outdoor adventure guide', 'Doğa sporları rehberliği'],
    [
      'Guide hiking, kayaking or climbing trips for beginners, with the gear provided.',
      'Yeni başlayanlara, ekipmanını sizin sağladığınız yürüyüş, kano ya da tırmanış turlarında rehberlik edin.',
    ],
    { skills: ['outdoors', 'teaching'], exp: '2_to_5_years', fit: 'rural', time: 'part_time' },
    ['consumers', 'services', 15_000, 'solo', 'regional', 'moderate', 'digital', 'none'],
  ),
  idea(
    'property-management',
    'real_estate',
    ['Rental property management', 'Kiralık mülk yönetimi'],
    [
      'Find tenants, collect rent and arrange repairs for landlords who own a few flats.',
      'Birkaç dairesi olan ev sahipleri için kiracı bulun, kira tahsil edin, onarımları ayarlayın.',
    ],
    { skills: ['sales', 'numbers'], exp: '2_to_5_years', fit: 'anywhere', time: 'full_time' },
    ['consumers', 'services', 10_000, 'solo', 'local', 'moderate', 'word_of_mouth', 'none'],
  ),
  idea(
    'holiday-let-management',
    'real_estate',
    ['Holiday-let management', 'Günlük kiralık ev yönetimi'],
    [
      'List, clean and look after short-stay apartments for their owners, for a share of bookings.',
      'Kısa süreli kiralık daireleri sahipleri adına ilana koyun, temizleyin ve yönetin; kazançtan pay alın.',
    ],
    { skills: ['sales', 'languages'], exp: 'none', fit: 'anywhere', time: 'part_time' },
    ['consumers', 'services', 8_000, '2_to_5', 'local', 'high', 'digital', 'none'],
  ),
  idea(
    'coworking-space',
    'real_estate',
    ['Small coworking space', 'Küçük ortak çalışma alanı'],
    [
      'Rent desks and meeting rooms by the day or month to freelancers and small teams.',
      'Serbest çalışanlara ve küçük ekiplere günlük ya da aylık masa ve toplantı odası kiralayın.',
    ],
    { skills: ['sales'], exp: 'under_2_years', fit: 'urban', time: 'full_time' },
    [
      'businesses',
      'subscription',
      100_000,
      '2_to_5',
      'local',
      'moderate',
      'multi_channel',
      '50k_to_250k',
    ],
  ),
  idea(
    'self-storage',
    'real_estate',
    ['Self-storage units', 'Kiralık depo alanları'],
    [
      'Rent lockable storage units by the month in a converted warehouse.',
      'Dönüştürülmüş bir depoda aylık kiralık, kilitli depolama alanları sunun.',
    ],
    { skills: ['numbers', 'sales'], exp: 'under_2_years', fit: 'anywhere', time: 'part_time' },
    ['mixed', 'subscription', 300_000, 'solo', 'local', 'moderate', 'digital', '250k_to_1m'],
  ),
  idea(
    'home-staging',
    'real_estate',
    ['Home staging', 'Satılık ev hazırlama (home staging)'],
    [
      'Furnish and style homes for sale so they photograph and show well.',
      'Satılık evleri fotoğrafta ve gezide iyi görünmeleri için döşeyip düzenleyin.',
    ],
    { skills: ['design'], exp: 'under_2_years', fit: 'urban', time: 'part_time' },
    ['mixed', 'services', 15_000, 'solo', 'local', 'low', 'partnerships', 'none'],
  ),
  idea(
    'community-solar',
    'utilities',
    ['Community solar project', 'Topluluk güneş enerjisi projesi'],
    [
      'Develop a shared solar array and sell its power to members or the grid, where rules allow.',
      'Kuralların izin verdiği yerlerde ortak bir güneş santrali kurup elektriğini üyelere ya da şebekeye satın.',
    ],
    { skills: ['technology', 'numbers'], exp: '5_to_10_years', fit: 'rural', time: 'full_time' },
    ['mixed', 'physical_goods', 800_000, '2_to_5', 'regional', 'low', 'partnerships', 'over_1m'],
  ),
  idea(
    'ev-charging',
    'utilities',
    ['Electric-vehicle charging points', 'Elektrikli araç şarj noktaları'],
    [
      'Install and run chargers at hotels, car parks and shops, sharing revenue with the site.',
      'Oteller, otoparklar ve mağazalarda şarj ünitesi kurup işletin; geliri mekân sahibiyle paylaşın.',
    ],
    { skills: ['technology', 'sales'], exp: '2_to_5_years', fit: 'anywhere', time: 'full_time' },
    ['mixed', 'services', 150_000, '2_to_5', 'regional', 'moderate', 'partnerships', '50k_to_250k'],
  ),
] as const;
