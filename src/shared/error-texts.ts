import {
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from './contracts/email-auth';
import { PHOTO_URL_HTTPS_MESSAGE, USERNAME_CONFIRMATION_MESSAGE } from './contracts/account';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_MESSAGE_TOO_SHORT_MESSAGE,
} from './contracts/contact';
import { NEWSLETTER_CONSENT_MESSAGE } from './contracts/newsletter';
import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from './errors';

/**
 * The languages API error messages are written in. The server picks one per request
 * (Accept-Language, which the web app sets from the reader's language choice); English is the
 * wording in the code, Turkish is looked up here, so a message the web app shows as it came reads
 * in the reader's language.
 */
export const API_LANGUAGES = ['en', 'tr'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

const TURKISH_ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Bazı alanlar geçersiz. Lütfen kontrol edip tekrar deneyin.',
  UNAUTHENTICATED: 'Bu sayfaya erişmek için giriş yapmanız gerekiyor',
  INVALID_CREDENTIALS: 'Kullanıcı adı veya parola hatalı',
  SESSION_EXPIRED: 'Oturumunuzun süresi doldu. Devam etmek için lütfen tekrar giriş yapın.',
  FORBIDDEN: 'Bu işlem için yetkiniz yok.',
  CROSS_SITE_REQUEST: 'Siteler arası isteklere izin verilmiyor.',
  MISDIRECTED_REQUEST: 'Bu sunucu bu alan adı için yanıt verecek şekilde ayarlanmamış.',
  NOT_FOUND: 'İstenen kaynak bulunamadı.',
  CONFLICT: 'Bu işlem mevcut verilerle çakışıyor.',
  USERNAME_TAKEN: 'Bu kullanıcı adı zaten alınmış',
  RATE_LIMITED: 'Çok fazla deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.',
  PAYLOAD_TOO_LARGE: 'İstek çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'İstekler JSON olarak gönderilmelidir (Content-Type: application/json).',
  BUSINESS_REQUIRED: 'Önce bir işletme oluşturun.',
  EMAIL_NOT_VERIFIED:
    'Lütfen önce e-posta adresinizi doğrulayın: size gönderdiğimiz e-postadaki bağlantıyı açın (son bir saatte birkaç tane göndermediysek yenisi yola çıktı).',
  INVALID_EMAIL_CREDENTIALS: 'E-posta veya parola hatalı',
  LINK_INVALID: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  EMAIL_IN_USE: 'Bu e-posta adresi başka bir hesap tarafından kullanılıyor.',
  IDENTITY_TOKEN_INVALID: 'Sunucuyla kimlik doğrulaması yapılamadı',
  SIGN_IN_PROVIDER_UNAVAILABLE: 'Bu giriş yöntemi kullanılamıyor.',
  SIGN_IN_PROVIDER_FAILED: 'Kimlik sağlayıcıyla giriş başarısız oldu. Lütfen tekrar deneyin.',
  UNAUTHORIZED_DOMAIN:
    'Bu alan adı Google ile giriş için yetkilendirilmemiş. Lütfen alan adınızı kimlik sağlayıcı konsolunda Authentication > Settings > Authorized domains bölümüne ekleyin.',
  ACCOUNT_EXISTS:
    'Bu e-posta adresini zaten bir hesap kullanıyor. O hesaba giriş yapın, ardından bu giriş yöntemini hesap sayfanızdan bağlayın.',
  WRONG_PASSWORD: 'Mevcut parola hatalı.',
  REAUTHENTICATION_REQUIRED: 'Bu işlem için lütfen tekrar giriş yapın.',
  LAST_SIGN_IN_METHOD: 'Bu, hesabınıza girmenin tek yolu; bu yüzden kaldırılamaz.',
  ANALYSIS_INPUTS_MISSING:
    'Bu işletme için henüz hesaplayıcı yanıtı yok: önce hesaplayıcıyı bu işletme için çalıştırın, sonra analizi isteyin.',
  FOLLOW_UP_NOT_DUE:
    'Bu soru açık değil: bir hesaplama kaydedildikten 6, 12 ve 24 ay sonra, her seferinde bir soru sorulur.',
  FOLLOW_UP_ANSWERED: 'Bu hesaplama için bu soruyu zaten yanıtladınız.',
  TOKENS_REQUIRED:
    'Bunun için yeterli jetonunuz yok. Bir jeton paketi satın alın ya da yarın günlük ücretsiz çalıştırmaları yeniden kullanın.',
  CHECKOUT_UNAVAILABLE: 'Bu sunucuda şu anda ödeme alınamıyor. Hiçbir ücret alınmadı.',
  SERVICE_UNAVAILABLE: 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
  INTERNAL: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
} as const satisfies Record<ErrorCode, string>;

/** Fixed English texts of the shared schemas and the services, with their Turkish. */
const TURKISH_TEXTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(ERROR_MESSAGES).map(([code, english]) => [
      english,
      TURKISH_ERROR_MESSAGES[code as ErrorCode],
    ]),
  ),
  'Your session has expired due to inactivity. Please log in again.':
    'Uzun süre işlem yapılmadığı için oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'Your session has expired. Please log in again to continue.':
    'Oturumunuzun süresi doldu. Devam etmek için lütfen tekrar giriş yapın.',
  'The request body is not valid JSON.': 'İstek gövdesi geçerli bir JSON değil.',
  'The request body is empty; JSON was expected.': 'İstek gövdesi boş; JSON bekleniyordu.',
  'The request body is not valid UTF-8.': 'İstek gövdesi geçerli UTF-8 değil.',
  'The request body starts with a byte order mark; send JSON without one.':
    'İstek gövdesi bir bayt sırası işaretiyle (BOM) başlıyor; JSON’u BOM olmadan gönderin.',
  'The request body length is invalid.': 'İstek gövdesinin uzunluğu geçersiz.',
  'The request is malformed.': 'İstek hatalı biçimlendirilmiş.',
  'Some fields are invalid.': 'Bazı alanlar geçersiz.',
  'Invalid value': 'Geçersiz değer',
  'Sign in to run more than 20,000 paths': '20.000 yoldan fazlasını çalıştırmak için giriş yapın',
  'The database cannot be reached at the moment, so nothing was saved. Please try again in a few seconds.':
    'Veritabanına şu anda ulaşılamıyor; bu yüzden hiçbir şey kaydedilmedi. Lütfen birkaç saniye sonra tekrar deneyin.',
  'The server has run out of storage, so nothing was saved. Please try again later.':
    'Sunucunun depolama alanı doldu; bu yüzden hiçbir şey kaydedilmedi. Lütfen daha sonra tekrar deneyin.',
  'The simulator is busy. Please try again in a few seconds.':
    'Simülatör şu anda meşgul. Lütfen birkaç saniye sonra tekrar deneyin.',
  'This username looks too much like an existing one':
    'Bu kullanıcı adı mevcut bir kullanıcı adına fazla benziyor',
  'This password is too common. Choose one that others are unlikely to guess.':
    'Bu parola çok yaygın. Başkalarının tahmin edemeyeceği bir parola seçin.',
  'The password must not contain your username or the name part of your e-mail.':
    'Parola, kullanıcı adınızı veya e-posta adresinizin ad kısmını içermemelidir.',
  'The password must not be a single character repeated.':
    'Parola tek bir karakterin tekrarından oluşmamalıdır.',
  'This field is required': 'Bu alan zorunludur',
  'Must be text': 'Metin olmalıdır',
  'Must not contain invalid characters': 'Geçersiz karakter içermemelidir',
  'Must not contain control characters': 'Kontrol karakteri içermemelidir',
  'Must be a valid id': 'Geçerli bir kimlik olmalıdır',
  'Must be a whole number': 'Tam sayı olmalıdır',
  'Must be a number': 'Sayı olmalıdır',
  'Choose one of the listed options': 'Listelenen seçeneklerden birini seçin',
  'Must be a share token': 'Geçerli bir paylaşım bağlantısı olmalıdır',
  'Nothing to update': 'Güncellenecek bir şey yok',
  'Passwords must match': 'Parolalar eşleşmelidir',
  'Username may contain only letters, digits, dots, hyphens and underscores':
    'Kullanıcı adı yalnızca harf, rakam, nokta, kısa çizgi ve alt çizgi içerebilir',
  'Username must not mix Latin, Cyrillic or Greek letters':
    'Kullanıcı adı Latin, Kiril ve Yunan harflerini karıştırmamalıdır',
  'Business not found': 'İşletme bulunamadı',
  'Token entry not found': 'Jeton kaydı bulunamadı',
  'The Idempotency-Key header must be 1 to 200 visible ASCII characters':
    'Idempotency-Key başlığı 1 ile 200 arası görünür ASCII karakterden oluşmalıdır',
  'Scenario not found': 'Senaryo bulunamadı',
  'You already have this membership.': 'Bu üyeliğe zaten sahipsiniz.',
  'This checkout has expired; please start again.':
    'Bu ödeme oturumunun süresi doldu; lütfen yeniden başlayın.',
  'Blog post not found': 'Blog yazısı bulunamadı',
  'Only blog admins can do this': 'Bunu yalnızca blog yöneticileri yapabilir',
  'This language already has a post with this address':
    'Bu dilde bu adrese sahip bir yazı zaten var',
  'Use lower-case letters, digits and hyphens': 'Küçük harf, rakam ve kısa çizgi kullanın',
  'This calculation does not exist.': 'Bu hesaplama mevcut değil.',
  'This link does not exist or was revoked.': 'Bu bağlantı mevcut değil veya iptal edildi.',
  'Too many failed login attempts for this account.':
    'Bu hesap için çok fazla başarısız giriş denemesi yapıldı.',
  'Too many login attempts from your network.': 'Ağınızdan çok fazla giriş denemesi yapıldı.',
  'Too many sign-in attempts from your network.':
    'Ağınızdan çok fazla oturum açma denemesi yapıldı.',
  'Too many failed login attempts for this account from new places.':
    'Bu hesap için yeni yerlerden çok fazla başarısız giriş denemesi yapıldı.',
  'Too many simulations from your network.': 'Ağınızdan çok fazla simülasyon çalıştırıldı.',
  'Too many idea searches from your network.': 'Ağınızdan çok fazla fikir araması yapıldı.',
  'Too many idea searches from your account.': 'Hesabınızdan çok fazla fikir araması yapıldı.',
  'Too many requests from your account.': 'Hesabınızdan çok fazla istek gönderildi.',
  'Too many requests from your network.': 'Ağınızdan çok fazla istek gönderildi.',
  'Too many analyses were requested from your account.': 'Hesabınızdan çok fazla analiz istendi.',
  'Too many analyses were requested from your network.': 'Ağınızdan çok fazla analiz istendi.',
  'Too many accounts were created from your network.': 'Ağınızdan çok fazla hesap oluşturuldu.',
  [EMAIL_REQUIRED_MESSAGE]: 'E-posta adresi zorunludur',
  [EMAIL_INVALID_MESSAGE]: 'Lütfen geçerli bir e-posta adresi girin',
  [EMAIL_TOO_LONG_MESSAGE]: `E-posta adresi en fazla ${EMAIL_MAX_LENGTH} karakter olabilir`,
  [PHOTO_URL_HTTPS_MESSAGE]: 'https:// ile başlayan bir adres olmalıdır',
  [USERNAME_CONFIRMATION_MESSAGE]: 'Kullanıcı adınızı tam olarak gösterildiği gibi yazın',
  [DISPLAY_NAME_TOO_LONG_MESSAGE]: `Görünen ad en fazla ${DISPLAY_NAME_MAX_LENGTH} karakter olabilir`,
  'Too many sign-in attempts for this e-mail address.':
    'Bu e-posta adresi için çok fazla giriş denemesi yapıldı.',
  'Too many sign-up attempts from your network.': 'Ağınızdan çok fazla kayıt denemesi yapıldı.',
  'Too many e-mails were requested for this address.': 'Bu adres için çok fazla e-posta istendi.',
  'Too many e-mails were requested from your network.': 'Ağınızdan çok fazla e-posta istendi.',
  'Too many subscription requests from your network.':
    'Ağınızdan çok fazla abonelik isteği gönderildi.',
  'Too many newsletter link attempts from your network.':
    'Ağınızdan çok fazla bülten bağlantısı denemesi yapıldı.',
  'Too many messages were sent from your network.': 'Ağınızdan çok fazla mesaj gönderildi.',
  [NEWSLETTER_CONSENT_MESSAGE]: 'Abone olmak için lütfen koşulları kabul edin.',
  [CONTACT_MESSAGE_TOO_SHORT_MESSAGE]: `Mesaj en az ${CONTACT_MESSAGE_MIN_LENGTH} karakter olmalıdır`,
  [CONTACT_MESSAGE_TOO_LONG_MESSAGE]: `Mesaj en fazla ${CONTACT_MESSAGE_MAX_LENGTH} karakter olabilir`,
};

const FIELD_WORDS: Readonly<Record<string, string>> = {
  Username: 'Kullanıcı adı',
  Password: 'Parola',
};
const WAIT_UNITS: Readonly<Record<string, string>> = { second: 'saniye', minute: 'dakika' };

const plainNumber = (digits: string) => digits.replaceAll(',', '.');

/** Texts with a number in them: the English pattern and its Turkish. */
const TURKISH_PATTERNS: ReadonlyArray<readonly [RegExp, (groups: string[]) => string]> = [
  [
    /^(Username|Password) must be at least (\d+) characters$/,
    ([field = '', min = '']) => `${FIELD_WORDS[field] ?? field} en az ${min} karakter olmalıdır`,
  ],
  [
    /^(Username|Password) must be no more than (\d+) (characters|bytes)$/,
    ([field = '', max = '', unit = '']) =>
      `${FIELD_WORDS[field] ?? field} en fazla ${max} ${unit === 'bytes' ? 'bayt' : 'karakter'} olabilir`,
  ],
  [/^Must be no more than (\d+) characters$/, ([max = '']) => `En fazla ${max} karakter olabilir`],
  [/^Must be no more than ([\d,]+)$/, ([max = '']) => `En fazla ${plainNumber(max)} olabilir`],
  [/^Must be at least ([\d,]+)$/, ([min = '']) => `En az ${plainNumber(min)} olmalıdır`],
  [
    /^Must be within the (\d+)-month horizon$/,
    ([months = '']) => `${months} aylık dönemin içinde olmalıdır`,
  ],
  [
    /^At most ([\d,]+) paths per run$/,
    ([max = '']) => `Bir çalıştırmada en fazla ${plainNumber(max)} yol`,
  ],
  [/^At most (\d+) user scenarios$/, ([max = '']) => `En fazla ${max} kullanıcı senaryosu`],
  [
    /^You can have at most (\d+) businesses\. Delete one to add another\.$/,
    ([max = '']) => `En fazla ${max} işletmeniz olabilir. Yenisini eklemek için birini silin.`,
  ],
  [
    /^A business can have at most (\d+) saved scenarios\. Delete one to save another\.$/,
    ([max = '']) =>
      `Bir işletmenin en fazla ${max} kayıtlı senaryosu olabilir. Yenisini kaydetmek için birini silin.`,
  ],
  // The token messages of server/modules/tokens/tool-spending.ts (tokensRequiredMessage).
  [
    /^A comprehensive analysis costs (\d+) tokens? and your balance is (\d+) tokens?\.$/,
    ([cost = '', balance = '']) =>
      `Kapsamlı analiz ${cost} jeton tutuyor; bakiyeniz ${balance} jeton.`,
  ],
  [
    /^A language-model narrative costs (\d+) tokens? and your balance is (\d+) tokens?\.$/,
    ([cost = '', balance = '']) =>
      `Dil modeliyle yazılan bir anlatım ${cost} jeton tutuyor; bakiyeniz ${balance} jeton.`,
  ],
  [
    /^Your (\d+) free simulator runs for today are used up\. Another run costs (\d+) tokens? and your balance is (\d+) tokens?\.$/,
    ([free = '', cost = '', balance = '']) =>
      `Bugünkü ${free} ücretsiz simülatör çalıştırmanız bitti. Bir çalıştırma daha ${cost} jeton tutuyor; bakiyeniz ${balance} jeton.`,
  ],
  [
    /^(.+) Please try again in (\d+) (second|minute)s?\.$/,
    ([reason = '', count = '', unit = '']) =>
      `${TURKISH_TEXTS[reason] ?? reason} Lütfen ${count} ${WAIT_UNITS[unit] ?? unit} sonra tekrar deneyin.`,
  ],
];

/** One English error text in `language`; a text with no translation stays as it is. */
export const translateErrorText = (text: string, language: ApiLanguage): string => {
  if (language === 'en') return text;
  const fixed = TURKISH_TEXTS[text];
  if (fixed !== undefined) return fixed;
  for (const [pattern, translate] of TURKISH_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return translate(match.slice(1));
  }
  return text;
};

/** An error body with its message and field messages in `language`. */
export const localizeErrorBody = (body: ErrorBody, language: ApiLanguage): ErrorBody => {
  if (language === 'en') return body;
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(
        Object.entries(body.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => translateErrorText(message, language)),
        ]),
      )
    : undefined;
  return {
    ...body,
    message: translateErrorText(body.message, language),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
};

/** Whether `message` is the English text `english` in any of the API's languages. */
export const isErrorText = (message: string, english: string): boolean =>
  API_LANGUAGES.some((language) => translateErrorText(english, language) === message);
