import { paths, href, signUpPath } from '#shared/routes';
import type { FaqItem } from '../types';

export const faq: FaqItem[] = [
  {
    id: 'what-is-the-score',
    group: 'score',
    question: 'Başarı puanı ne anlama geliyor?',
    answer: [
      'İşletmenize benzer bir işletmenin beş yıl sonra hâlâ faaliyette olma olasılığının yüzde olarak tahminidir. 48 puan, benzer 100 işletmeden yaklaşık 48’inin beş yıl sonra hâlâ açık olacağı anlamına gelir.',
      'Planınıza verilmiş bir not ya da bir söz değildir. Sektörünüzdeki gerçek işletmelerin beş yıllık hayatta kalma oranından başlar ve diğer yanıtlarınıza göre biraz değişir.',
    ],
    links: [
      { to: href.knowledgeBase('five-year-survival'), label: 'Beş yıllık hayatta kalma nedir?' },
      { to: paths.successScore, label: 'Başarı puanı nasıl hesaplanır?' },
    ],
  },
  {
    id: 'score-bands',
    group: 'score',
    question: 'Puan aralıkları ne anlama geliyor?',
    answer: [
      'Puanın aralıklarını adlandırırlar: [[score:bands.high]] %80–100, [[score:bands.medium]] %60–79, [[score:bands.moderate]] %40–59, [[score:bands.low]] %0–39.',
      'Sıradan işletmelerin çoğu “[[score:bands.moderate]]” aralığına düşer, çünkü ABD’de yeni kurulan işveren firmaların yalnızca yarısı kadarı beş yıl sonra hâlâ açıktır. Bu, tek başına bir uyarı değil, olağan bir başlangıç noktasıdır.',
    ],
    links: [{ to: href.knowledgeBase('base-rate'), label: 'Temel oran nedir?' }],
  },
  {
    id: 'what-is-the-range',
    group: 'score',
    question: 'Puanımın yanında neden bir aralık var?',
    answer: [
      'Bu aralık %80’lik bir aralıktır: model, gerçek değerin bu aralıkta olduğundan %80 emindir. Kanıtın zayıf olduğu yerlerde, örneğin ABD dışında ya da bölge türünü belirttiğinizde, aralık genişler.',
    ],
    links: [{ to: href.knowledgeBase('uncertainty-range'), label: 'Belirsizlik aralığı' }],
  },
  {
    id: 'same-answers-same-score',
    group: 'score',
    question: 'Aynı yanıtlar her zaman aynı puanı verir mi?',
    answer: [
      'Evet. Tahminde rastgele bir bileşen yoktur: aynı model sürümüyle aynı yanıtlar her zaman aynı sonucu verir. Her sonuç, model sürümünü ve yanıtlarının parmak izini kaydeder; böylece sonradan doğrulanabilir.',
      'Model güncellendiğinde sürüm değişir. Kayıtlı iki analizi karşılaştırdığınızda, farklı modellerle yapılmışlarsa bu size söylenir.',
    ],
    links: [
      { to: href.knowledgeBase('model-version'), label: 'Model sürümleri ve tekrarlanabilirlik' },
    ],
  },
  {
    id: 'data-sources',
    group: 'evidence',
    question: 'Rakamlar nereden geliyor?',
    answer: [
      'Her tahminin başlangıç düzeyi, ABD Nüfus Sayım Bürosu’nun (US Census Bureau) Business Dynamics Statistics verilerindeki sektörlere göre beş yıllık firma hayatta kalma oranıdır (2005–2014 arasında kurulan firmalar). Başlangıç sermayesi, ekip büyüklüğü, hukuki yapı ve sektör deneyimi INSEE’nin yeni Fransız firmaları anketi SINE’den, yurt dışıyla ticaret Hollanda İstatistik Kurumu’ndan (CBS), ana ya da yan faaliyet ise INSEE’nin mikro girişimci izleme çalışmasından okunur; bölge türü ABD SBA 7(a) kredileri üzerinde hesaplanır. Rekabet, pazarlama ve hâlâ gereken finansman için yayımlanmış çalışmalardan alınan küçük ve sınırlandırılmış etkiler kullanılır. Bunların hepsi ilişkidir, neden değildir.',
      'Türkiye için TÜİK’in Türk girişimlerine ait hayatta kalma oranları, diğer ülkeler için Eurostat’ın AB-28 ortalaması kullanılır.',
    ],
    links: [
      { to: href.knowledgeBase('bds'), label: 'Business Dynamics Statistics' },
      {
        to: href.knowledgeBase('new-firm-tables'),
        label: 'Yeni firmaların hayatta kalma tabloları',
      },
      { to: href.knowledgeBase('sba-7a'), label: 'SBA 7(a) kredi verileri' },
    ],
  },
  {
    id: 'how-accurate',
    group: 'evidence',
    question: 'Tahmin ne kadar doğru?',
    answer: [
      'Sektör ortalamasında oldukça yakındır: her sektörün ortalama tahmini, o sektörün Census beş yıllık hayatta kalma oranıyla örtüşür. Bir işletmeyi diğerinden ayırt etmekte ise zayıftır. Modelin görmediği ABD SBA kredileri üzerinde ölçülen AUC değeri yaklaşık 0,56’dır; 0,5 tahmin etmekle aynıdır.',
      'Bu yüzden puanı planınız hakkında bir hüküm olarak değil, “benim gibi işletmeler genelde nasıl sonuçlanıyor” sorusunun yanıtı olarak okuyun.',
    ],
    links: [
      { to: href.knowledgeBase('calibration'), label: 'Kalibrasyon ve ayırt etme gücü' },
      { to: paths.successScore, label: 'Ölçülen değerler' },
    ],
  },
  {
    id: 'outside-the-us',
    group: 'evidence',
    question: 'Türkiye ve diğer ülkeler için de çalışıyor mu?',
    answer: [
      'Evet, ama belirsizlik daha yüksektir. Türkiye için “[[fields:option.location.TR]]” seçeneğini seçin: tahmin o zaman TÜİK’in 2019’da doğan Türk girişimlerine ait hayatta kalma oranlarından başlar; beşinci yıl tahmini olarak uzatılır. Başka her yer için “[[fields:option.location.OTHER]]” seçeneğini seçin: tahmin o zaman Eurostat’ın AB-28 ortalamasını kullanır.',
      'Bu iki kaynak, çalışanı olmayanlar dahil tüm girişimleri sayar; ABD verileri ise yalnızca işveren firmaları. Aralığın ABD dışında daha geniş olmasının nedeni budur.',
    ],
    links: [{ to: href.knowledgeBase('input-location'), label: 'Konum nasıl kullanılır?' }],
  },
  {
    id: 'charge-off-not-closure',
    group: 'evidence',
    question: 'Modeli neden krediler üzerinde test ediyorsunuz?',
    answer: [
      'Çünkü SBA 7(a) kredileri, çok sayıda küçük işletmeyi tek tek bir sonuca kadar izleyen az sayıdaki kamuya açık veri setinden biridir. Sonuç, kredinin zarar yazılıp yazılmadığıdır; bu bir kredi başarısızlığıdır, tam olarak bir kapanış değildir. Bu yüzden test bir yaklaşımdır ve rakamların geçtiği her yerde bunu belirtiyoruz.',
    ],
    links: [{ to: href.knowledgeBase('sba-7a'), label: 'SBA 7(a) kredi verileri' }],
  },
  {
    id: 'which-stage',
    group: 'inputs',
    question: 'Hangi işletme aşamasını seçmeliyim?',
    answer: [
      'İşletmenin bugün bulunduğu aşamayı seçin. “[[fields:option.businessStage.idea]]”, “[[fields:option.businessStage.planning]]” ve “[[fields:option.businessStage.launched_under_1_year]]” seçeneklerinin üçü de tahmini işletmenin ilk yılından başlatır. Birkaç yılı geride bırakmış işletmelerin beş yıl daha ayakta kalma olasılığı daha yüksektir; bu yüzden faaliyetteki iki aşama daha yüksek tahmin verir.',
    ],
    links: [{ to: href.knowledgeBase('input-stage'), label: 'İşletme aşaması' }],
  },
  {
    id: 'what-capital',
    group: 'inputs',
    question: 'Başlangıç sermayesi olarak ne girmeliyim?',
    answer: [
      '“[[fields:label.capitalInvestment]]”, işletmeyi kurmak veya yürütmek için elinizdeki paradır; kendi birikiminiz ve size sözü verilmiş paralar dahil, yanında seçtiğiniz para biriminde (ABD doları, Türk lirası ya da avro; model lira ve avroyu alanın altında adı verilen kurla dolara çevirir). Henüz bulmanız gereken para “[[fields:label.fundingNeeds]]” alanına girer.',
      'Etkisi yeni Fransız firmalarının hayatta kalma tablolarından (INSEE) gelir: daha fazla parayla başlayan firmalar daha sık ayakta kaldı. Bu bir ilişkidir; kısmen parayı kimin bulabildiğiyle ilgilidir ve daha fazla paranın bir işletmeyi ayakta tutacağı anlamına gelmez.',
    ],
    links: [{ to: href.knowledgeBase('input-capital'), label: 'Başlangıç sermayesi ve finansman' }],
  },
  {
    id: 'area-type-unsure',
    group: 'inputs',
    question: 'Bölge türünden emin değilsem ne yapmalıyım?',
    answer: [
      '“[[fields:label.areaType]]” isteğe bağlıdır. Boş bırakırsanız ya da “[[fields:option.areaType.unknown]]” seçeneğini seçerseniz tahmine hiçbir etkisi olmaz. Kentsel veya kırsal seçmek tahmini biraz değiştirir ve aralığı biraz genişletir.',
    ],
    links: [{ to: href.knowledgeBase('input-area-type'), label: 'Bölge türü' }],
  },
  {
    id: 'customers-product-no-effect',
    group: 'inputs',
    question: 'Müşterilerimi veya ürün türümü değiştirmek puanı neden değiştirmedi?',
    answer: [
      'İşletmelere ya da bireylere satış yapmanın, hizmet yerine ürün satmanın tek başına hayatta kalmayı değiştirdiğini gösteren güvenilir bir çalışma yok. Bu yüzden “[[fields:label.customerType]]” ve “[[fields:label.productType]]” alanlarının kendi başına bir etkisi yoktur; bu farkın çoğunu seçtiğiniz sektör zaten yansıtır.',
    ],
    links: [
      { to: href.knowledgeBase('input-customers-product'), label: 'Müşteriler ve ürün türü' },
    ],
  },
  {
    id: 'simulator-vs-calculator',
    group: 'simulators',
    question: 'İşletme simülatörünün hesaplayıcıdan farkı ne?',
    answer: [
      'Hesaplayıcı, size benzer işletmelere ait kamu istatistiklerinden hayatta kalma olasılığını tahmin eder. İşletme simülatörü ise yalnızca kendi planınızın rakamlarıyla (sermaye, giderler, fiyat, müşteriler) çalışır ve bunların sonucunu gösterir: nakdin tükenme olasılığı, ne zaman başabaş noktasına ulaşabileceğiniz ve ne kadar ek paraya ihtiyaç duyabileceğiniz.',
      'Sonuçları bir öngörü değil, varsayımlarınızın doğurduğu sonuçlardır.',
    ],
    links: [
      { to: href.knowledgeBase('monte-carlo'), label: 'Monte Carlo simülasyonu' },
      {
        to: href.tutorials('run-a-cash-simulation'),
        label: 'Eğitim: nakit simülasyonu çalıştırın',
      },
    ],
  },
  {
    id: 'goal-search-suggestions',
    group: 'simulators',
    question: 'Hedef araması neleri önerir, neleri olduğu gibi bırakır?',
    answer: [
      'Yalnızca sizin seçebileceğiniz değişiklikleri önerir: pazarlamanız, hedeflediğiniz pazar, bir ortak kurucu ya da mentorla kazanılan deneyim, finansman planınız ve bir niş seçerek daha az rekabetle karşılaşmak. Sektörünüz, yeriniz, bölge türünüz, aşamanız, ekip büyüklüğünüz, hukuki yapınız, ana ya da yan faaliyet oluşu, müşterileriniz ve ürün türünüz işletmeyi tanımlar; bunlar hiçbir zaman önerilmez. Gösterdiği artışlar yeni firmaların yayımlanmış istatistiklerinde görülen ilişkilerdir, garanti değildir.',
      'Başarı puanı hedefinde yeni para gerektirmeyen en iyi planı da gösterir. Sermaye önerileri en fazla mevcut sermayenizin üç katını ister ve yeni parayı bir tutar olarak belirtir.',
    ],
    links: [
      { to: href.tutorials('use-the-goal-search'), label: 'Eğitim: hedef aramasını kullanın' },
    ],
  },
  {
    id: 'simulation-seed',
    group: 'simulators',
    question: 'Simülasyon neden her seferinde aynı rakamları veriyor?',
    answer: [
      'Her çalıştırmanın bir tohumu vardır: aynı plan aynı “[[simulation:form.fields.seed.label]]” ile aynı yolları üretir; böylece değişiklikleri adil biçimde karşılaştırabilirsiniz. Başka rastgele yollar görmek için tohum değerini değiştirin.',
    ],
  },
  {
    id: 'simulator-needs-business',
    group: 'simulators',
    question: 'Simülatörler neden giriş yapmamı istiyor?',
    answer: [
      'İki simülatör de bir işletmeye bağlıdır: onun hesaplayıcı yanıtlarından başlar ve senaryoları onunla birlikte kaydeder. Bu yüzden bir hesabınızın ve en az bir işletmenizin olması gerekir. Hesaplayıcının kendisi hesap olmadan çalışır.',
    ],
    links: [{ to: signUpPath, label: 'Hesap oluşturun' }],
  },
  {
    id: 'need-an-account',
    group: 'account',
    question: 'Hesap açmam gerekiyor mu?',
    answer: [
      'Hesaplayıcı için gerekmiyor: ziyaretçiler sonucun tamamını görür ve dışa aktarabilir. Hesap ise sonuçları kaydetmenizi, karşılaştırmanızı, bir bağlantıyla paylaşmanızı ve simülatörleri kullanmanızı sağlar.',
    ],
  },
  {
    id: 'share-link',
    group: 'account',
    question: 'Paylaştığım bir sonucu kimler görebilir?',
    answer: [
      'Bağlantıya sahip olan herkes o tek sonucu, giriş yapmadan ve yalnızca okunur biçimde görebilir. Sonucu değiştiremez, hesabınızı göremez. Bir bağlantıyı istediğiniz zaman iptal edebilirsiniz; yeni bir bağlantı oluşturmak da eskisini geçersiz kılar. Analizi silmek bağlantısını da siler.',
    ],
    links: [
      {
        to: href.tutorials('share-and-export'),
        label: 'Eğitim: bir sonucu paylaşın veya dışa aktarın',
      },
    ],
  },
  {
    id: 'data-export',
    group: 'account',
    question: 'Verilerimi nasıl indiririm?',
    answer: [
      '“[[account:title]]” sayfasını açın, “[[account:data.heading]]” bölümünü bulun ve “[[account:data.export]]” düğmesine basın.',
      '[[account:data.description]] [[account:data.exportedDescription]]',
    ],
    links: [{ to: paths.account, label: 'Hesabımı aç' }],
  },
  {
    id: 'delete-account',
    group: 'account',
    question: 'Hesabımı nasıl silerim?',
    answer: [
      '“[[account:title]]” sayfasını açın ve “[[account:delete.open]]” düğmesine basın. Onaylamak için kullanıcı adınızı (hesabınızın parolası varsa onu da) yazarsınız.',
      '[[account:delete.description]] Önce verilerinizi indirmeyi düşünün.',
    ],
    links: [{ to: href.faq('data-export'), label: 'Verilerinizi nasıl indirirsiniz?' }],
  },
  {
    id: 'signed-out',
    group: 'account',
    question: 'Oturumum neden kapandı?',
    answer: [
      'Güvenliğiniz için bir oturum 30 dakika hareketsiz kaldığında ya da giriş yaptıktan 24 saat sonra sona erer. Yeniden giriş yaptığınızda bulunduğunuz sayfaya dönersiniz. Nerelerde oturumunuzun açık olduğunu “[[account:title]]” sayfasında görebilir, diğer cihazlardaki oturumları kapatabilirsiniz.',
    ],
  },
  {
    id: 'change-language',
    group: 'languages',
    question: 'İngilizce ile Türkçe arasında nasıl geçiş yaparım?',
    answer: [
      'Üst bölümdeki dil menüsünü kullanın. Seçiminiz bu tarayıcıda hatırlanır; giriş yapmış kullanıcılar dili “[[account:title]]” sayfasında da ayarlayabilir, bu ayar e-postalarımızın dilini de değiştirir. İlk ziyarette tarayıcınız Türkçeyse site Türkçe, değilse İngilizce açılır.',
    ],
  },
  {
    id: 'accessibility-settings',
    group: 'languages',
    question: 'Hangi erişilebilirlik ayarları var?',
    answer: [
      'Sağ alttaki yuvarlak düğme “[[accessibility:panel.title]]” panelini açar: [[accessibility:settings.highContrast.label]], [[accessibility:settings.largeText.label]], [[accessibility:settings.reducedMotion.label]], [[accessibility:settings.keyboardNavigation.label]], [[accessibility:settings.darkMode.label]] ve [[accessibility:settings.soundEnabled.label]]. Değişiklikler hemen uygulanır ve bu tarayıcıda saklanır.',
      'Her sayfa yalnızca klavyeyle kullanılabilir ve her grafiğin arkasında bir veri tablosu vardır.',
    ],
  },
  {
    id: 'offline',
    group: 'languages',
    question: 'Hesaplayıcı çevrim dışı çalışır mı?',
    answer: [
      'Evet. Model tarayıcınızda çalışır; hesaplayıcı bir kez yüklendikten sonra bağlantı olmadan da sonuç alabilirsiniz. Sonuç, tarayıcınızda hesaplandığını belirtir; sunucunun kullandığı modelin aynısıdır. Kaydetme ve paylaşma için bağlantı gerekir.',
    ],
  },
  {
    id: 'is-it-free',
    group: 'pricing',
    question: 'Foresight ücretsiz mi?',
    answer: [
      'Evet. Hesaplayıcı ve size söylediği her şey, hesabınız olsun ya da olmasın ücretsizdir ve ücretsiz kalacak: sonucun tamamı, kaydetme, karşılaştırma, paylaşım bağlantıları, dışa aktarmalar ve verilerinizi indirmek ya da silmek. Yardım merkezi ve öğrenme içerikleri de öyle.',
    ],
    links: [{ to: paths.pricing, label: 'Fiyatlandırma' }],
  },
  {
    id: 'paid-tools',
    group: 'pricing',
    question: 'İleride neler ücretli olacak?',
    answer: [
      'Henüz satışta bir şey yok: ödeme açılana kadar sitedeki her şeyi ücretsiz kullanabilirsiniz. İleride jetonlar (paketlerle ya da bir üyelikle), gerçek işlem gücüne mal olan daha ağır araçların karşılığı olacak: kapsamlı analiz, günlük ücretsiz sayının ötesindeki simülatör çalıştırmaları ve bir sonucun yazılı anlatımı gibi. Her birinin ne kadar tutacağını fiyatlandırma sayfası listeler. Verilerinizi saklamak, indirmek ya da silmek için hiçbir zaman ödeme yapmanız gerekmeyecek.',
    ],
    links: [{ to: paths.pricing, label: 'Fiyatlandırma' }],
  },
];
