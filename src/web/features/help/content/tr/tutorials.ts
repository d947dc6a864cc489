import { paths, href } from '#shared/routes';
import type { Tutorial } from '../types';

export const tutorials: Tutorial[] = [
  {
    id: 'first-estimate',
    level: 'beginner',
    minutes: 5,
    title: 'İlk tahmininizi alın',
    summary: 'Üç adımda on iki soruyu yanıtlayın ve başarı puanınızı alın. Hesap gerekmez.',
    steps: [
      {
        text: '“[[calculator:title]]” sayfasını açın. Hesap açmadan kullanabilirsiniz.',
        link: { to: paths.calculator, label: 'Hesaplayıcıyı aç' },
      },
      {
        text: '“[[calculator:steps.business.title]]” adımında “[[fields:label.sector]]”, “[[fields:label.productType]]”, “[[fields:label.customerType]]” ve “[[fields:label.businessStage]]” alanlarını doldurun, ardından “[[calculator:next]]” düğmesine basın.',
      },
      {
        text: '“[[calculator:steps.market.title]]” adımında “[[fields:label.location]]” (bir ABD eyaleti, “[[fields:option.location.TR]]” ya da “[[fields:option.location.OTHER]]”), “[[fields:label.marketSize]]”, “[[fields:label.competitionLevel]]” ve “[[fields:label.marketingStrategy]]” alanlarını seçin. “[[fields:label.areaType]]” isteğe bağlıdır: emin değilseniz boş bırakın.',
      },
      {
        text: '“[[calculator:steps.resources.title]]” adımında “[[fields:label.experience]]” ve “[[fields:label.operationScale]]” alanlarını seçin, “[[fields:label.capitalInvestment]]” alanına tutarı yanında seçtiğiniz para biriminde girin ve “[[fields:label.fundingNeeds]]” alanını doldurun. “[[fields:label.legalForm]]” ve “[[fields:label.timeCommitment]]” isteğe bağlıdır: karar vermediyseniz boş bırakın.',
      },
      {
        text: '“[[calculator:submit]]” düğmesine basın. Tamamlanma göstergesi ne kadar kaldığını gösterir; eksik bir yanıt kendi alanında işaretlenir.',
      },
      {
        text: 'Sonucunuz puan, aralığı ve puan aralığının adıyla açılır. Başka yanıtları denemek için “[[calculator:result.edit]]” düğmesine basın: yanıtlarınız korunur.',
      },
    ],
    links: [{ to: href.faq('which-stage'), label: 'Hangi işletme aşamasını seçmeliyim?' }],
  },
  {
    id: 'read-the-result',
    level: 'beginner',
    minutes: 10,
    title: 'Sonucunuzu okuyun',
    summary: 'Sonuç sayfasının her bölümü size ne söyler, ne söylemez.',
    steps: [
      {
        text: 'Puanla başlayın: işletmenin beş yıl sonra hâlâ faaliyette olma olasılığının tahmini. Yanındaki aralık %80’lik bir aralıktır; puan aralığının adı ([[score:bands.high]], [[score:bands.medium]], [[score:bands.moderate]] veya [[score:bands.low]]) puanı adlandırır.',
        link: {
          to: href.knowledgeBase('five-year-survival'),
          label: 'Beş yıllık hayatta kalma nedir?',
        },
      },
      {
        text: '“[[results:tabs.overview]]” sekmesinde “[[results:overview.groups.business.heading]]” bölümü işletmenizi tanımlayan yanıtları ve benzer firmaların nasıl sonuçlandığını listeler; “[[results:overview.groups.choice.heading]]” bölümü kendi seçimlerinizi ve ardından tahmininizi en çok yükseltecek değişiklikleri listeler. İkisi de yayımlanmış istatistiklerde görülen ilişkileri gösterir, nedenleri değil.',
      },
      {
        text: '“[[results:tabs.visualizations]]” sekmesini açın. “[[results:views.breakdown]]” görünümü “[[results:charts.waterfall.title]]” grafiğini gösterir: önce sektörünüzün temel oranı, ardından her yanıtın eklediği ya da düşürdüğü puanlar.',
        link: { to: href.knowledgeBase('base-rate'), label: 'Temel oran nedir?' },
      },
      {
        text: '“[[results:views.factors]]” görünümündeki “[[results:charts.tornado.title]]” grafiği, her yanıt için en kötü ve en iyi alternatifiyle elde edilecek tahmini gösterir. Uzun çubuklar en çok önemli olan yanıtlardır. “[[results:views.financials]]” görünümü “[[results:charts.survival.title]]” grafiğini ve beş yıllık büyüme projeksiyonunu gösterir.',
      },
      {
        text: 'Tahmininizi en çok yükseltecek değişiklikler sırasıyla “[[results:tabs.recommendations]]” ve “[[results:tabs.actionPlan]]” sekmelerindedir; size benzer işletmeleri en sık batıran şeyler ise “[[results:tabs.mistakes]]” sekmesinde.',
      },
      {
        text: 'En sonda “[[results:model.heading]]” bölümü, sonucunuzun dayandığı kaynakları kanıt dereceleriyle ve model sürümünü listeler.',
        link: { to: href.knowledgeBase('evidence-grades'), label: 'Kanıt dereceleri' },
      },
    ],
    links: [{ to: paths.successScore, label: 'Başarı puanı nasıl hesaplanır?' }],
  },
  {
    id: 'use-the-goal-search',
    level: 'intermediate',
    minutes: 10,
    title: 'Hedef aramasını kullanın',
    summary: 'Puanınızı ya da planınızı bir hedefe taşıyacak en küçük değişiklikleri bulun.',
    steps: [
      {
        text: 'Giriş yapın ve bir işletme oluşturun (ya da var olan birini kullanın). Hedef araması onun hesaplayıcı yanıtlarından ya da son hesaplamanızdan başlar.',
        link: { to: paths.businesses, label: 'İşletmeleriniz' },
      },
      {
        text: '“[[simulation:goalPage.title]]” sayfasını açın.',
        link: { to: paths.simulator, label: 'Hedef odaklı simülatörü aç' },
      },
      {
        text: '“[[simulation:goal.form.kind]]” alanında “[[simulation:goal.kinds.successScoreAtLeast]]” seçeneğini seçin ve ulaşmak istediğiniz puanı girin, örneğin 60.',
      },
      {
        text: '“[[simulation:goal.form.submit]]” düğmesine basın. Planlar en kolayından başlayarak, her biri değişiklikleri ve ulaştığı puanla birlikte listelenir.',
      },
      {
        text: '“[[simulation:goal.score.results.withoutNewMoney]]” bölümüne bakın: daha fazla para bulmadan neler yapabileceğinizi gösterir.',
      },
      {
        text: 'Diğer hedefleri de deneyin (nakdin hiç tükenmemesi, zamanında başabaş noktasına ulaşmak, belirli bir yıldaki gelir): bunlar işletme simülatörü gibi planınızın rakamlarını kullanır.',
      },
    ],
    links: [{ to: href.faq('goal-search-suggestions'), label: 'Hedef araması neleri önerir?' }],
  },
  {
    id: 'run-a-cash-simulation',
    level: 'intermediate',
    minutes: 15,
    title: 'Nakit simülasyonu çalıştırın',
    summary:
      'Paranızın ne kadar yeteceğini, ne zaman başabaş noktasına ulaşabileceğinizi ve bir durgunluğun bunu nasıl değiştirdiğini görün.',
    steps: [
      {
        text: 'Giriş yapın, bir işletmeniz olduğundan emin olun ve “[[simulation:business.title]]” sayfasını açın.',
        link: { to: paths.businessSimulator, label: 'İşletme simülatörünü aç' },
      },
      {
        text: 'Planınızı doldurun: “[[simulation:form.fields.startingCapital.label]]”, “[[simulation:form.fields.monthlyFixedCosts.label]]”, “[[simulation:form.fields.pricePerCustomerMonth.label]]”, müşterileriniz, “[[simulation:form.fields.growthPercent.label]]” ve “[[simulation:form.fields.churnPercent.label]]”. Hesaplayıcı yanıtlarınızdaki sermaye, finansman ve ekip büyüklüğü başlangıç rakamları olarak doldurulur.',
      },
      {
        text: '“[[simulation:form.run]]” düğmesine basın. Binlerce beş yıllık yol tarayıcınızda simüle edilir.',
      },
      {
        text: 'Üç ana rakamı okuyun: “[[simulation:headline.cashOut]]”, “[[simulation:headline.breakEven]]” ve nakdin hiç tükenmeme olasılığı. Nakit grafiğindeki bant, yolların %80’ini kapsar.',
        link: { to: href.knowledgeBase('runway'), label: 'Nakit ömrü ve başabaş noktası' },
      },
      {
        text: 'Planınızı karşılaştırma tablosunda en iyi ve en kötü durumla yan yana görün; “[[simulation:comparison.fundingGap]]” satırı, kötü giden bir senaryonun ne kadar ek paraya ihtiyaç duyabileceğini söyler.',
      },
      {
        text: '“[[simulation:form.recession.label]]” seçeneğini açıp yeniden çalıştırın, ardından senaryoyu işletmenizle birlikte saklamak için “[[simulation:saved.save]]” düğmesine basın.',
      },
    ],
    links: [{ to: href.knowledgeBase('monte-carlo'), label: 'Monte Carlo simülasyonu' }],
  },
  {
    id: 'save-and-compare',
    level: 'beginner',
    minutes: 10,
    title: 'Hesaplamaları kaydedin ve karşılaştırın',
    summary: 'Sonuçlarınızı saklayın ve fikrinizin iki sürümü arasında neyin değiştiğini görün.',
    steps: [
      {
        text: 'Giriş yapın (hiç işletmeniz yoksa uygulama önce bir işletme oluşturmanızı ister), ardından hesaplayıcıyı kullanın: giriş yaptığınızda sonuçlarınız hesabınıza kaydedilir.',
        link: { to: paths.auth, label: 'Giriş yapın' },
      },
      {
        text: 'Bir iki yanıtı değiştirip yeniden hesaplayın; böylece karşılaştıracak iki sürümünüz olur.',
      },
      {
        text: '“[[calculations:analysesPage.title]]” sayfasını açın. Her birine açık bir başlık vermek için “[[calculations:actions.rename]]” seçeneğini kullanın.',
        link: { to: paths.analyses, label: 'Analizleriniz' },
      },
      {
        text: 'İki analiz seçin ve “[[calculations:list.compare]]” düğmesine basın.',
      },
      {
        text: 'Karşılaştırma, her birinin puanını ve aralığını, farklı olan girdileri ve faktör puanlarını aradaki değişimle birlikte gösterir. İkisi farklı model sürümleriyle yapılmışsa bunu da belirtir.',
      },
    ],
  },
  {
    id: 'share-and-export',
    level: 'beginner',
    minutes: 5,
    title: 'Bir sonucu paylaşın veya dışa aktarın',
    summary: 'Salt okunur bir bağlantı gönderin ya da sonucu PDF, görsel veya veri olarak indirin.',
    steps: [
      {
        text: 'Bir sonuçta “[[export:menu.trigger]]” menüsünü açın ve “[[export:menu.formats.pdf]]”, “[[export:menu.formats.png]]”, “[[export:menu.formats.json]]” ya da “[[export:menu.formats.csv]]” seçeneğini seçin. Bu, ziyaretçiler için de çalışır.',
      },
      {
        text: 'Bağlantı paylaşmak için sonucun kaydedilmiş olması gerekir: “[[calculator:result.share.save]]” düğmesine basın (ziyaretçiden önce giriş yapması istenir, ardından aynı sonuca geri döner).',
      },
      {
        text: 'Kayıtlı bir analizde “[[calculations:actions.share]]”, ardından “[[calculations:share.create]]” ve “[[calculations:share.copy]]” seçeneklerini kullanın. Bağlantı yalnızca bir kez gösterilir; pencereyi kapatmadan önce kopyalayın.',
        link: { to: paths.analyses, label: 'Analizleriniz' },
      },
      {
        text: 'Bir bağlantıyı geçersiz kılmak için “[[calculations:share.revoke]]” seçeneğini kullanın. Yeni bir bağlantı oluşturmak da eskisini geçersiz kılar.',
      },
    ],
    links: [{ to: href.faq('share-link'), label: 'Paylaştığım bir sonucu kimler görebilir?' }],
  },
];
