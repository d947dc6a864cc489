import { href } from '#shared/routes';
import type { KbArticle } from '../types';

/** Knowledge-base articles on the calculator's inputs and on money over time (Turkish). */
export const inputArticles: KbArticle[] = [
  {
    id: 'input-sector',
    topic: 'inputs',
    title: 'Sektör',
    summary: '“[[fields:label.sector]]” tahmininizin başlangıç noktasını belirler.',
    body: [
      'İşletmenizin ait olduğu sektörü seçin; her seçenek “[[fields:option.sector.other_services]]” gibi tipik örnekler verir. Sektör, tahmininizin başladığı hayatta kalma eğrisini seçer: o sektördeki firmaların Census beş yıllık hayatta kalma oranı.',
      'Sektör, ayrıntılı dökümün temelidir (0 puan); diğer her yanıt, aynı sektördeki tipik bir işletmeye göre ölçülür. İki sektör de uyuyorsa ikisini de deneyin: aradaki fark, seçimin ne kadar önemli olduğunu gösterir.',
    ],
    links: [{ to: href.knowledgeBase('base-rate'), label: 'Temel oran' }],
  },
  {
    id: 'input-location',
    topic: 'inputs',
    title: 'Konum',
    summary: '“[[fields:label.location]]” tahmini ABD’de ve başka yerlerde nasıl değiştirir?',
    body: [
      'ABD eyaletleri: firmaların Census beş yıllık hayatta kalma oranı eyaletten eyalete değişir; Missouri’de yaklaşık %42,9, Columbia Bölgesi’nde %55,1’dir (ortanca yaklaşık %49,4; 2005–2014 arasında kurulan firmalar). Foresight, temkinli bir tercih olarak her eyaletin farkının yarısını uygular.',
      '“[[fields:option.location.TR]]”: TÜİK’in 2019’da doğan Türk girişimlerine ait hayatta kalma oranları (bir yıl sonra %80,6, iki yıl sonra %66,9, üç yıl sonra %58,2, dört yıl sonra %47,5); beşinci yıl ABD’deki yaş örüntüsüyle tahmini olarak uzatılır.',
      '“[[fields:option.location.OTHER]]”: Eurostat’ın AB-28 ortalaması (bir yıl sonra yaklaşık %80, beş yıl sonra yaklaşık %44); AB rakamı olarak belirtilir.',
      'Türkiye ve Avrupa rakamları çalışanı olmayanlar dahil tüm girişimleri sayar, ABD rakamları ise işveren firmaları; bu yüzden aralık ABD dışında daha geniştir.',
    ],
  },
  {
    id: 'input-stage',
    topic: 'inputs',
    title: 'İşletme aşaması',
    summary: 'Ayakta kalmayı başarmış bir işletme neden daha yüksek tahmin alır?',
    body: [
      'Kapanma riski bir işletmenin ilk yılında en yüksektir ve sonraki her yıl düşer (yeni ABD firmalarının yaklaşık %23,5’i ilk yılında, yaklaşık %8’i beşinci yılında kapandı). “[[fields:label.businessStage]]”, modele bu eğrinin neresinden başladığınızı söyler.',
      {
        list: [
          '“[[fields:option.businessStage.idea]]”, “[[fields:option.businessStage.planning]]” ve “[[fields:option.businessStage.launched_under_1_year]]”: ilk yılındaki bir işletme.',
          '“[[fields:option.businessStage.operating_1_to_3_years]]”: iki yaşında bir işletme.',
          '“[[fields:option.businessStage.operating_over_3_years]]”: dört yaşında bir işletme (gerçek yaş bilinmediğinden temkinli bir seçim).',
        ],
      },
    ],
  },
  {
    id: 'input-capital',
    topic: 'inputs',
    title: 'Başlangıç sermayesi ve hâlâ gereken finansman',
    summary: 'İki para yanıtı ne işe yarar ve etkileri nereden gelir?',
    body: [
      '“[[fields:label.capitalInvestment]]”, işletmeyi kurmak veya yürütmek için elinizdeki paradır, yanında seçtiğiniz para biriminde (model lira ve avroyu, alanın altında adını verdiği bir satın alma gücü paritesiyle ABD dolarına çevirir). Etkisi INSEE’nin yeni Fransız firmaları anketi SINE’den gelir: 2010’da kurulan firmalardan 80.000 € ve üzeriyle başlayanların %72’si beş yıl sonra hâlâ açıktı; 4.000 €’nun altında başlayanlarda bu oran %54’tü (tümünde %60). Foresight bu tabloyu ve üç tabloyu daha (2014 kuşağı ve iki kuşağın üç yıl sonraki durumu) yeniden üretir; 2010 avrosu bugünün dolarına çevrilir: 4.000 € yaklaşık 7.600 $, 80.000 € yaklaşık 153.000 $ eder.',
      'Bu bir ilişkidir, neden değildir: daha fazla parayla başlayan firmalar daha sık ayakta kaldı; bunun bir kısmı parayı kimin bulabildiğiyle ve hangi tür işletmenin paraya ihtiyaç duyduğuyla ilgilidir. Daha fazla sermaye tahmini hiçbir zaman düşürmez. Yaklaşık 1.000 $’ın altında ve yaklaşık 600.000 $’ın üstünde etki sabittir; yaklaşık 5.000 $ ile 50.000 $ arasında ise neredeyse değişmez.',
      'Karşılaştırma için: tipik yeni ABD işveren firması yaklaşık 24.000 $ ile başlar. Bu, Census Yıllık İşletme Anketi’nin başlangıç sermayesi aralıklarından (SBA Savunuculuk Ofisi’nin 2022 özetine göre) ortanca için yaptığımız tahmindir.',
      '“[[fields:label.fundingNeeds]]”, hâlâ bulmanız gereken dış finansmandır. Bu tutar kendi sermayenizin iki katından fazlaysa tahmin işletmeyi yetersiz sermayeli kabul eder; bu, yayımlanmış araştırmalardan alınan küçük bir etkidir.',
    ],
    links: [
      {
        to: href.knowledgeBase('new-firm-tables'),
        label: 'Yeni firmaların hayatta kalma tabloları',
      },
    ],
  },
  {
    id: 'input-team-size',
    topic: 'inputs',
    title: 'Ekip büyüklüğü',
    summary: '“[[fields:label.operationScale]]” nasıl sayılır ve nasıl kullanılır?',
    body: [
      'Kurucular dahil işletmede çalışan herkesi sayın; yalnızca sizseniz “[[fields:option.operationScale.solo]]” seçeneğini seçin. Yeni firmaların çoğu küçüktür: Kauffman Vakfı’na göre (2013, Census verilerinden) yeni firmaların %86’sının bir ile dört arasında çalışanı vardır.',
      'Etkisi INSEE’nin SINE anketinden gelir: 2006’da kurulan Fransız firmalarından çalışanı olmayanların %64’ü üç yıl sonra hâlâ açıktı; bir ya da iki çalışanla başlayanlarda bu oran %70, üç ile beş çalışanla başlayanlarda %74’tü (tümünde %66). Avusturya, Almanya ve ABD aynı farkı gösterir; onların tabloları modele uydurulmaz, yalnızca karşılaştırma için kullanılır.',
      'Ekip büyüklüğü işletmeyi tanımlar: çalışanla başlayan firmalar tek kişilik firmalardan pek çok yönden farklıdır; bu yüzden fark bir ilişkidir, işe alım tavsiyesi değildir. Hedef araması bunun değiştirilmesini hiçbir zaman önermez.',
    ],
  },
  {
    id: 'input-legal-form-activity',
    topic: 'inputs',
    title: 'Hukuki yapı ve ana ya da yan faaliyet',
    summary: 'İşletmenin nasıl kurulup yürütüleceğini anlatan iki isteğe bağlı yanıt.',
    body: [
      '“[[fields:label.legalForm]]”, işletmenin nasıl kayıtlı olduğunu ya da olacağını sorar. INSEE’nin SINE anketinde, 2010’da Fransa’da kurulan şirketlerin %67’si beş yıl sonra hâlâ açıktı; şahıs işletmelerinde bu oran %50’ydi (tümünde %60). İsveç ve Norveç de aynı sırayı gösterir; ortaklıklar ikisinin arasında kalır. Farkın büyük kısmı şirketlerin büyüklüğünden ve sermayesinden gelir; bu yüzden Foresight hukuki yapıyı, sermayeyi ve ekip büyüklüğünü farklarını toplamak yerine birlikte hesaplar.',
      '“[[fields:label.timeCommitment]]”, işletmenin asıl işiniz mi olacağını, yoksa başka bir işin yanında mı yürütüleceğini sorar. 2010’da kaydolan Fransız mikro girişimcilerden işi ana faaliyeti yapanların %52’si üç yıl sonra hâlâ faaldi; başka bir işin yanında yürütenlerde bu oran %45’ti (INSEE).',
      'İkisi de isteğe bağlıdır: boş bırakılırsa ya da “[[fields:option.legalForm.unknown]]” veya “[[fields:option.timeCommitment.unknown]]” seçilirse hiçbir etkisi olmaz. İkisi de işletmeyi tanımlar. Farkları bu tablolarda görülen ilişkilerdir; şirket kurma ya da işten ayrılma tavsiyesi değildir ve hedef araması bunların değiştirilmesini hiçbir zaman önermez.',
    ],
    links: [
      {
        to: href.knowledgeBase('new-firm-tables'),
        label: 'Yeni firmaların hayatta kalma tabloları',
      },
    ],
  },
  {
    id: 'input-area-type',
    topic: 'inputs',
    title: 'Bölge türü',
    summary:
      'İsteğe bağlı bir yanıt ve “[[fields:option.areaType.unknown]]” seçeneğinin neden güvenli olduğu.',
    body: [
      '“[[fields:label.areaType]]”, işletmenin şehirde veya kasabada mı, yoksa kırsal bölgede mi olduğunu sorar. SBA kredisi alanlar arasında kırsaldaki işletmelerin kredileri kentsel olanlara göre biraz daha az zarar yazıldı; bu yüzden kırsal seçimi tahmini biraz yükseltir, kentsel seçimi biraz düşürür.',
      'Boş bırakırsanız ya da “[[fields:option.areaType.unknown]]” seçeneğini seçerseniz hiçbir etkisi olmaz. Belirttiğinizde, etkinin belirsizliğini yansıtmak için aralık biraz genişler.',
    ],
  },
  {
    id: 'input-experience',
    topic: 'inputs',
    title: 'Sektör deneyimi',
    summary: 'Meslekte geçen yıllar ve yeni Fransız firmaları anketinin bulduğu fark.',
    body: [
      '“[[fields:label.experience]]”, bu sektörde çalıştığınız yılları sayar. Etkisi INSEE’nin SINE anketinden gelir: 2010’da kurulan Fransız firmalarından kurucusu mesleğinde on yıl ve üzeri deneyime sahip olanların %65’i beş yıl sonra hâlâ açıktı; kurucusu mesleğe yeni başlayanlarda bu oran %56’ydı (tümünde %60). 2002 kuşağı da aynı türden bir fark gösterir.',
      'Bu, deneyimli kurucuların bildikleriyle ve kim olduklarıyla ilgili bir ilişkidir, vaat değildir. Deneyiminiz azsa öneriler, deneyimi bir ortak kurucu, ortak ya da mentor aracılığıyla kazanmayı önerebilir: bu, hedef aramasının önermesine izin verilen değişikliklerden biridir.',
    ],
    links: [
      {
        to: href.knowledgeBase('new-firm-tables'),
        label: 'Yeni firmaların hayatta kalma tabloları',
      },
    ],
  },
  {
    id: 'input-market',
    topic: 'inputs',
    title: 'Pazar büyüklüğü, rekabet ve pazarlama',
    summary: 'Yurt dışıyla ticaret için yayımlanmış bir tablo, geri kalanlar için küçük etkiler.',
    body: [
      '“[[fields:label.marketSize]]”: “[[fields:option.marketSize.international]]” yanıtı Hollanda İstatistik Kurumu’ndan (CBS) okunur. 2007’de kurulan Hollanda firmalarından ilk yıllarında ithalat ve ihracat yapanların %71’i beş yıl sonra hâlâ açıktı; yurt dışıyla ticareti olmayanlarda bu oran %55’ti (tümünde %60). Bu, baştan yurt dışıyla ticaret yapan firmaların kim olduğuyla ilgili bir ilişkidir; bu yüzden öneriler pazarı her seferinde bir aralık genişletir. Diğer yanıtlar için hayatta kalma tablosu yoktur: “[[fields:option.marketSize.niche]]” ve “[[fields:option.marketSize.local]]” tahmini biraz düşürür, “[[fields:option.marketSize.national]]” biraz yükseltir; bu küçük bir varsayımdır.',
      'Rekabeti ya da pazarlamayı hayatta kalmayla ilişkilendiren bir sonuç verisi yoktur; bu yüzden etkileri, CB Insights’ın 101 girişimin kapanış değerlendirmesini incelediği 2014 raporundan alınan küçük ön kabullerdir. Bu raporda “rakiplere yenilmek” ve “zayıf pazarlama” sık görülen başarısızlık nedenleriydi.',
      {
        list: [
          '“[[fields:label.competitionLevel]]”: “[[fields:option.competitionLevel.high]]” ve “[[fields:option.competitionLevel.very_high]]” tahmini biraz düşürür.',
          '“[[fields:label.marketingStrategy]]”: “[[fields:option.marketingStrategy.none]]” tahmini biraz düşürür, planlanmış bir strateji biraz yükseltir.',
        ],
      },
      'Hâlâ gereken finansmanla birlikte bu etkiler toplamda yaklaşık 10 puanın altında tutulur.',
    ],
    links: [
      {
        to: href.knowledgeBase('literature-priors'),
        label: 'Yayımlanmış çalışmalardan alınan etkiler',
      },
    ],
  },
  {
    id: 'input-customers-product',
    topic: 'inputs',
    title: 'Müşteriler ve ürün türü',
    summary: 'İşletmenizi tanımlayan ama puanı değiştirmeyen iki yanıt.',
    body: [
      '“[[fields:label.customerType]]” ve “[[fields:label.productType]]” işletmeyi tanımladıkları için sorulur; ancak ikisinin de tek başına hayatta kalmayı değiştirdiğini gösteren güvenilir bir çalışma yoktur. Bu yüzden kendi başlarına bir etkileri yoktur; örneğin bir mağaza ile bir danışmanlık firması arasındaki farkın çoğunu sektörünüz zaten yansıtır.',
      'Soru açık olduğundan müşteri yanıtı bunun yerine belirsizlik aralığına biraz ekleme yapar.',
    ],
  },
  {
    id: 'runway',
    topic: 'money',
    title: 'Nakit ömrü ve başabaş noktası',
    summary: 'Nakdiniz ne kadar yeter ve işletme ne zaman kendi masrafını karşılamaya başlar?',
    body: [
      'Nakit ömrü (runway), işletme kazandığından fazlasını harcarken nakdinizin kaç ay yettiğidir. Başabaş noktası, işletmenin harcadığından fazlasını kazandığı ilk aydır. Başabaş noktasına ulaşmadan nakdi tükenen bir işletme ya daha fazla paraya ihtiyaç duyar ya da kapanır: CB Insights’ın 101 girişimin kapanış değerlendirmesini incelediği 2014 raporunda “nakdin tükenmesi” en sık belirtilen ikinci nedendi.',
      'İşletme simülatörü ikisini de raporlar: “[[simulation:headline.cashOut]]” ve “[[simulation:headline.breakEven]]”. Nakit grafiği ortadaki yolu ve yolların %80’ini kapsayan bir bandı gösterir; sıfırın altı, ihtiyaç duyacağınız paradır.',
    ],
    links: [
      {
        to: href.tutorials('run-a-cash-simulation'),
        label: 'Eğitim: nakit simülasyonu çalıştırın',
      },
    ],
  },
  {
    id: 'monte-carlo',
    topic: 'money',
    title: 'Monte Carlo simülasyonu',
    summary: 'Tek bir tahmin yerine pek çok olası gelecek.',
    body: [
      'Monte Carlo simülasyonu, bir planı rastgele değişimlerle defalarca çalıştırır ve sonuçları sayar. Foresight’ın işletme simülatörü varsayılan olarak ay ay ilerleyen 10.000 beş yıllık yol çalıştırır. Her yol, verdiğiniz belirsizlik sınırları içinde kendi büyüme oranını rastgele alır; böylece yollar, gerçek sonuçların dağılabileceği gibi birbirinden ayrılır.',
      'Yüzdelikler bu dağılımı özetler: 10. yüzdelik, diğer yolların %90’ından kötü olan yoldur; 90. yüzdelik, %90’ından iyi olan. Her çalıştırmanın bir tohumu vardır; aynı plan ve aynı “[[simulation:form.fields.seed.label]]” aynı rakamları verir.',
      'Simülasyon yalnızca varsayımlarınızdan çıkar. Bir öngörü değildir ve başarı puanının dayandığı hayatta kalma istatistiklerini kullanmaz.',
    ],
  },
  {
    id: 'recession',
    topic: 'money',
    title: 'Durgunluklar ve zamanlama',
    summary: 'Kuruluş yılı hayatta kalmayı nasıl değiştirir ve simülatördeki durgunluk seçeneği.',
    body: [
      'Bir işletmenin ne zaman kurulduğu önemlidir. Durgunluk yılları olan 2005–2007’de kurulan ABD firmalarının beş yıllık hayatta kalma oranı yaklaşık %43,6–44,8 idi; 1979–2014 arasında kurulanların ortalaması ise yaklaşık %47,1’dir (Census Business Dynamics Statistics).',
      'İşletme simülatöründeki “[[simulation:form.recession.label]]” seçeneği, 2007–09 durgunluğu kadar, yani 18 ay boyunca daha az yeni müşteri ve daha fazla müşteri kaybı getirir; büyüklüğü 2005–07’de kurulan firmalardan hesaplanmıştır.',
    ],
  },
];
