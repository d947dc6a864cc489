import { paths, href } from '#shared/routes';
import type { KbArticle } from '../types';

/** Knowledge-base articles on the score itself and the evidence behind it (Turkish). */
export const scoreArticles: KbArticle[] = [
  {
    id: 'five-year-survival',
    topic: 'score',
    title: 'Beş yıllık hayatta kalma',
    summary: 'Başarı puanının tahmin ettiği tek şey.',
    body: [
      'Beş yıllık hayatta kalma, bir başlangıç noktasından beş yıl sonra hâlâ faaliyette olan işletmelerin payıdır. Foresight’ın başarı puanı, size benzer işletmeler için bu payın yüzde olarak ifadesidir: yuvarla(100 × olasılık).',
      'Bir ölçü vermek gerekirse: 2005–2014 arasında kurulan ABD işveren firmalarının yaklaşık %48’i beş yıl sonra hâlâ faaliyetteydi (ABD Nüfus Sayım Bürosu, Business Dynamics Statistics, bizim hesaplamamız). En zor yıl ilk yıldır: yeni firmaların yaklaşık %23,5’i ilk yılında kapandı; yıllık kapanma oranı beşinci yılda yaklaşık %8’e indi.',
      'Sonuç ayrıca birinci yıldan beşinci yıla bir hayatta kalma eğrisi gösterir; böylece riskin en yüksek olduğu dönemi görebilirsiniz.',
    ],
    links: [{ to: paths.successScore, label: 'Başarı puanı nasıl hesaplanır?' }],
  },
  {
    id: 'base-rate',
    topic: 'score',
    title: 'Temel oran',
    summary: 'Her tahminin başladığı yer: sektörünüzün hayatta kalma oranı.',
    body: [
      'Temel oran, özel bir şey bilmeden önce bir şeyin bütün bir grupta ne sıklıkla gerçekleştiğidir. Foresight’ın temel oranı, sektörünüzdeki firmaların Census Business Dynamics Statistics verilerine göre beş yıllık hayatta kalma oranıdır (2005–2014 arasında kurulan firmalar).',
      {
        list: [
          '[[fields:option.sector.health_care]]: yaklaşık %60,1',
          '[[fields:option.sector.accommodation_food]]: yaklaşık %47,6',
          '[[fields:option.sector.retail]]: yaklaşık %46,5',
          '[[fields:option.sector.construction]]: yaklaşık %44,6',
          '[[fields:option.sector.information]]: yaklaşık %43,2',
        ],
      },
      'Diğer yanıtlarınız buna puan ekler ya da çıkarır. “[[results:views.breakdown]]” grafiği tam olarak bunu gösterir: önce sektörün temel oranı, sonra her yanıtın puanı ve en sonda tahmininiz. Bazı yanıtlar tahmini 10 puan ya da daha fazla değiştirebilir (hukuki yapı, sermaye, yurt dışıyla ticaret), çünkü yeni firmaların hayatta kalma tabloları bu büyüklükte farklar gösterir; bu farklar sizinki gibi firmaları anlatır, vaat değildir.',
    ],
    links: [{ to: href.knowledgeBase('input-sector'), label: 'Sektör nasıl kullanılır?' }],
  },
  {
    id: 'uncertainty-range',
    topic: 'score',
    title: 'Belirsizlik aralığı',
    summary: 'Puanınızın yanındaki %80’lik aralığın anlamı.',
    body: [
      'Puanın yanında %41–55 gibi bir aralık görürsünüz. Bu %80’lik bir aralıktır: model, gerçek değerin bu aralıkta olduğundan %80 emindir.',
      'Üç tür belirsizliği birleştirir: hayatta kalmanın bir kuruluş yılından diğerine ne kadar değiştiği (1979–2014 arasında kurulan ABD firmalarının beş yıllık hayatta kalma oranı yaklaşık %42,8 ile %52,3 arasında değişti), her etkinin ne kadar kesin bilindiği ve konum verilerinin işletmenize ne kadar uyduğu.',
      'Bu yüzden aralık ABD dışında daha geniştir ve bölge türünü, hukuki yapıyı ya da ana veya yan faaliyeti belirttiğinizde biraz daha genişler. Aralık simülasyonla değil hesapla bulunur: aynı yanıtlar her zaman aynı aralığı verir.',
    ],
  },
  {
    id: 'calibration',
    topic: 'score',
    title: 'Kalibrasyon ve ayırt etme gücü',
    summary: 'Bir tahminin iyi olmasının iki ayrı yolu ve Foresight’ın her birindeki durumu.',
    body: [
      'Kalibrasyon, tahmin edilen oranların gerçekleşenlerle örtüşüp örtüşmediğini sorar. Foresight yapısı gereği Census verilerine kalibre edilmiştir: her sektörde, tipik yeni işletmelerden oluşan bir nüfus üzerindeki ortalama tahmin, o sektörün Census beş yıllık hayatta kalma oranına eşittir (testler en fazla 1 puanlık farka izin verir) ve orta yanıtlar veren tipik bir kurucu bu oranın 3 puan yakınına düşer.',
      'Ayırt etme gücü ise modelin ayakta kalan işletmelerle kapananları birbirinden ayırıp ayıramadığını sorar. Burada kanıt zayıftır. Modelin görmediği ABD SBA kredileri üzerinde AUC yaklaşık 0,56’dır (0,5 tahmin etmekle aynıdır, 1 kusursuzdur); daha sonraki kredilerde de yaklaşık aynıdır.',
      'Kısacası puan, yayımlanmış istatistiklerin sizinki gibi firmalar hakkında söylediklerine göre ayarlanmış bir sektör temel oranıdır. Planlama için sağlam bir başlangıç noktasıdır, planınız hakkında bir hüküm değildir.',
    ],
    links: [{ to: paths.successScore, label: 'Ölçülen değerler' }],
  },
  {
    id: 'model-version',
    topic: 'score',
    title: 'Model sürümleri ve tekrarlanabilirlik',
    summary: 'Aynı yanıtlar neden her zaman aynı sonucu verir?',
    body: [
      'Tahminde rastgele bir bileşen yoktur. Her sonuç, model sürümünü ve girdilerinin parmak izini (girdi özeti) kaydeder; böylece herkes sonucu yeniden üretebilir.',
      'Model yeniden eğitildiğinde sürüm değişir. Farklı sürümlerle yapılmış iki kayıtlı analizi karşılaştırırsanız karşılaştırma bunu belirtir, çünkü farkın bir kısmı yanıtlarınızdan değil modelden kaynaklanıyor olabilir.',
    ],
  },
  {
    id: 'evidence-grades',
    topic: 'evidence',
    title: 'Kanıt dereceleri',
    summary: 'Bir tahminin her parçasına ne kadar güvenilebilir?',
    body: [
      'Bir sonucun dayandığı her kaynağın bir derecesi vardır:',
      {
        list: [
          'A: kamuya açık veriler üzerinde hesaplanmış ya da bu verilerden türetilmiş (Census hayatta kalma oranları; bölge türünün SBA kredilerinden elde edilen etkisi).',
          'B: yayımlanmış istatistiklerden alınmış (Türkiye ve diğer ülkeler için hayatta kalma oranları; yeni firmaların sermayeye, ekip büyüklüğüne, hukuki yapıya, deneyime, yurt dışıyla ticarete ve ana ya da yan faaliyete göre hayatta kalma tabloları).',
          'C: araştırma literatüründen alınmış küçük ve sınırlandırılmış bir etki ya da güvenilir bir kaynak bulunmadığında sıfır etki (rekabet, pazarlama, hâlâ gereken finansman, yurt dışıyla ticaret dışındaki pazar yanıtları, müşteriler ve ürün türü).',
        ],
      },
      'Dereceler her sonucun “[[results:model.heading]]” bölümünde ve PDF raporunda listelenir.',
    ],
  },
  {
    id: 'bds',
    topic: 'evidence',
    title: 'Business Dynamics Statistics (BDS)',
    summary: 'Her tahminin düzeyini belirleyen ABD Census verileri.',
    body: [
      'Business Dynamics Statistics, ABD Nüfus Sayım Bürosu’nun firmaları her yıl sektöre, eyalete ve yaşa göre sayan kamuya açık tablolarıdır. Her yıl kurulan firmaları yaşlandıkça izlemek, hayatta kalma oranlarını verir. Kapsam işveren firmalardır: en az bir ücretli çalışanı olan işletmeler.',
      'Foresight, 2019 sürümünü ve 2005–2014 arasında kurulan yaklaşık 4,3 milyon firmayı kullanır. Sektörlerin yaşa göre hayatta kalma oranları, işletme aşamasının etkisi ve ABD eyaletlerine göre düzeltmeler buradan gelir. 1979’dan itibaren tek tek kuruluş yılları da belirsizlik aralığındaki yıldan yıla değişimi verir.',
    ],
    links: [{ to: href.knowledgeBase('five-year-survival'), label: 'Beş yıllık hayatta kalma' }],
  },
  {
    id: 'new-firm-tables',
    topic: 'evidence',
    title: 'Yeni firmaların hayatta kalma tabloları',
    summary:
      'Sermaye, ekip büyüklüğü, hukuki yapı, deneyim, yurt dışıyla ticaret ve ana ya da yan faaliyetin etkileri nereden gelir?',
    body: [
      'İstatistik kurumları yeni firma kuşaklarını izler ve başlangıçtaki bir özelliğe göre kaçının üç ya da beş yıl sonra hâlâ açık olduğunu yayımlar. Foresight altı yanıt için bu tür tabloları okur: başlangıç sermayesi, çalışan sayısı, hukuki yapı ve kurucunun meslekte geçirdiği yıllar INSEE’nin yeni Fransız firmaları anketi SINE’den (2006 ve 2010 kuşakları, mikro girişimciler hariç); yurt dışıyla ticaret Hollanda İstatistik Kurumu’ndan (CBS, 2007’de kurulan Hollanda firmaları); ana ya da yan faaliyet ise INSEE’nin 2010’da kaydolan mikro girişimcileri izlediği çalışmadan.',
      'Model her tabloyu yeniden üretir. Sermaye, ekip büyüklüğü ve hukuki yapı birlikte görülür (şirketler daha fazla para ve daha çok kişiyle başlar), bu yüzden birlikte hesaplanır; diğerleri tek başına ele alınır. Bir tabloyu tahminin ABD yıllarına tek bir varsayım taşır: bir sınıf, kapanma olasılığının oranını her yaşta aynı katsayıyla çarpar. Avusturya, Almanya, İsveç, Norveç, diğer INSEE kuşakları ve ABD’den (Headd 2003) tablolar yalnızca karşılaştırma için kullanılır, modele hiç uydurulmaz.',
      'Farklar ilişkidir, neden değildir. Daha fazla parayla başlayan firmalar daha sık ayakta kaldı; bunun bir kısmı parayı kimin bulabildiğiyle ilgilidir. Şirketler şahıs işletmelerinden çoğunlukla büyüklükleri sayesinde daha uzun yaşar. Bu yüzden her sonuç işletmeyi tanımlayanları değiştirebileceklerinizden ayrı listeler ve öneriler yalnızca ikincileri içerir.',
    ],
    links: [{ to: href.knowledgeBase('evidence-grades'), label: 'Kanıt dereceleri' }],
  },
  {
    id: 'sba-7a',
    topic: 'evidence',
    title: 'SBA 7(a) kredi verileri',
    summary:
      'Bölge türünün etkisini hesaplamak ve modeli test etmek için kullanılan gerçek kredi sonuçları.',
    body: [
      'ABD Küçük İşletmeler İdaresi (SBA), küçük işletmelere verilen 7(a) kredilerine garanti verir. Li, Mickel ve Taylor’ın hazırladığı (Journal of Statistics Education, 2018) kamuya açık bir dosya, her kredinin tamamen ödenip ödenmediğini ya da zarar yazılıp yazılmadığını kaydeder.',
      'Foresight, bölge türünün (kentsel ya da kırsal) etkisini bu kredilerin 10.545’i üzerinde hesaplar (sektörü ve kentsel ya da kırsal kodu olan, çoğu 2004–2006’da onaylanmış krediler) ve modelin tamamını bunlarla test eder. 2026.12-3 sürümünden önce sermayenin ve ekip büyüklüğünün etkileri de bu kredilerden geliyordu; artık yeni firmaların hayatta kalma tablolarından gelir.',
      'İki uyarı var. Zarar yazılan bir kredi bir kredi başarısızlığıdır, tam olarak kapanmış bir işletme değildir. Ayrıca kredi alanlar tipik kurucular değildir: kredileri, yeni işletmelerin çoğunun başladığı tutardan büyüktür. Bu yüzden bölge etkisi nedensellik değil ilişki olarak ele alınır ve tipik bir yeni işletmeye göre ölçülür.',
    ],
    links: [{ to: href.knowledgeBase('input-area-type'), label: 'Bölge türü' }],
  },
  {
    id: 'literature-priors',
    topic: 'evidence',
    title: 'Yayımlanmış çalışmalardan alınan etkiler',
    summary:
      'Hayatta kalma tablosu olmayan yerlerde araştırmalardan alınan küçük, sınırlı etkiler.',
    body: [
      'Rekabeti, pazarlamayı ya da bir finansman açığını yeni firmaların hayatta kalmasıyla ilişkilendiren kamuya açık bir tablo yoktur. Bunlar için Foresight yayımlanmış çalışmalardan küçük etkiler kullanır: rekabet ve pazarlama için CB Insights’ın 101 girişimin kapanış değerlendirmesini incelediği 2014 raporu; yetersiz sermaye için Fairlie ve Robb (2007). Müşteriler ve ürün türünün kendine ait bir etkisi yoktur.',
      'Bu etkiler C derecesindedir, sıfıra doğru küçültülmüştür ve toplamda bir tahmini yaklaşık 10 puandan az değiştirebilecek şekilde sınırlandırılmıştır.',
    ],
    links: [{ to: href.knowledgeBase('evidence-grades'), label: 'Kanıt dereceleri' }],
  },
];
