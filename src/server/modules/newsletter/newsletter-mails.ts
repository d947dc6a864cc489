import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  deleteNewsletterSubscription,
} from '#shared/contracts/newsletter';
import type { ApiLanguage } from '#shared/error-texts';
import { paths } from '#shared/routes';
import type { MailMessage } from '#server/mail/mailer';
import { escapeHtmlAttribute as escapeHtml } from '#server/plugins/page-head';

/** The links every newsletter mail carries for one token pair. */
export type NewsletterLinks = {
  /** Absent in the note to an address that is already subscribed. */
  confirm?: string;
  /** The page that asks "Unsubscribe?" (a GET never unsubscribes). */
  unsubscribePage: string;
  /** RFC 8058: mail clients POST List-Unsubscribe=One-Click here. */
  oneClick: string;
};

/** The fragment keeps tokens out of logs and Referer headers; one-click needs it in the URL. */
export const newsletterLinks = (
  appOrigin: string,
  tokens: { confirm?: string; unsubscribe: string },
): NewsletterLinks => ({
  ...(tokens.confirm ? { confirm: `${appOrigin}${paths.newsletter}#token=${tokens.confirm}` } : {}),
  unsubscribePage: `${appOrigin}${paths.newsletterUnsubscribed}#token=${tokens.unsubscribe}`,
  oneClick: `${appOrigin}${deleteNewsletterSubscription.path}?token=${tokens.unsubscribe}`,
});

/** A paragraph of our own words, optionally followed by one of our links. */
type Paragraph = string | { text: string; url: string };
type Content = { subject: string; paragraphs: readonly Paragraph[]; unsubscribeLabel: string };

const paragraphText = (paragraph: Paragraph) =>
  typeof paragraph === 'string' ? paragraph : `${paragraph.text} ${paragraph.url}`;

// Only our links become anchors; nothing a visitor typed is ever turned into one.
const paragraphHtml = (paragraph: Paragraph) =>
  typeof paragraph === 'string'
    ? `<p>${escapeHtml(paragraph)}</p>`
    : `<p>${escapeHtml(paragraph.text)} <a href="${escapeHtml(paragraph.url)}">${escapeHtml(paragraph.url)}</a></p>`;

const render = (to: string, links: NewsletterLinks, content: Content): MailMessage => {
  const paragraphs: Paragraph[] = [
    ...content.paragraphs,
    '— Foresight',
    { text: content.unsubscribeLabel, url: links.unsubscribePage },
  ];
  return {
    to,
    subject: content.subject,
    text: paragraphs.map(paragraphText).join('\n\n'),
    html: `<!doctype html><html><body>${paragraphs.map(paragraphHtml).join('')}</body></html>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};

type MailOptions = {
  to: string;
  name: string | null;
  language: ApiLanguage;
  links: NewsletterLinks;
};

const greetingOf = (language: ApiLanguage, name: string | null) => {
  if (language === 'tr') return name ? `Merhaba ${name},` : 'Merhaba,';
  return name ? `Hello ${name},` : 'Hello,';
};

const ABOUT = {
  en: 'The newsletter brings occasional new posts from the Foresight blog and notes when the survival model changes. No spam, and you can unsubscribe at any time.',
  tr: 'Bülten, ara sıra Foresight blogundaki yeni yazıları ve hayatta kalma modelindeki değişikliklerle ilgili notları getirir. İstenmeyen e-posta yoktur; aboneliğinizi istediğiniz zaman bitirebilirsiniz.',
} as const;

const UNSUBSCRIBE_LABEL = {
  en: 'To unsubscribe, open:',
  tr: 'Abonelikten çıkmak için açın:',
} as const;

/**
 * Double opt-in: nothing is sent to the address until this link is opened. Anyone can type any
 * address, so this mail carries none of the form's words (not even the name): it cannot be used to
 * send a stranger a message or a link of the sender's choosing.
 */
export const confirmSubscriptionMail = ({ to, language, links }: Omit<MailOptions, 'name'>) =>
  render(to, links, {
    unsubscribeLabel: UNSUBSCRIBE_LABEL[language],
    ...(language === 'tr'
      ? {
          subject: 'Foresight bülten aboneliğinizi onaylayın',
          paragraphs: [
            greetingOf(language, null),
            {
              text: `Foresight bültenini bu adrese almak istediğinizi onaylamak için bu bağlantıyı açın (${NEWSLETTER_CONFIRM_TTL_DAYS} gün geçerlidir):`,
              url: links.confirm ?? '',
            },
            ABOUT.tr,
            'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; abone olmazsınız.',
          ],
        }
      : {
          subject: 'Confirm your subscription to the Foresight newsletter',
          paragraphs: [
            greetingOf(language, null),
            {
              text: `Please confirm that you want the Foresight newsletter at this address by opening this link (valid for ${NEWSLETTER_CONFIRM_TTL_DAYS} days):`,
              url: links.confirm ?? '',
            },
            ABOUT.en,
            'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
          ],
        }),
  });

/**
 * Someone asked to subscribe an address that already is: its owner hears of it, and the form
 * answered exactly as for a new address.
 */
export const alreadySubscribedMail = ({ to, name, language, links }: MailOptions) =>
  render(to, links, {
    unsubscribeLabel: UNSUBSCRIBE_LABEL[language],
    ...(language === 'tr'
      ? {
          subject: 'Foresight bültenine zaten abonesiniz',
          paragraphs: [
            greetingOf(language, name),
            'Birisi (büyük olasılıkla siz) bu adresi Foresight bültenine abone etmek istedi. Adres zaten abone olduğu için hiçbir şey değişmedi; yapmanız gereken bir şey yok.',
            'Önceki e-postalarımızdaki abonelikten çıkma bağlantıları artık çalışmaz; aşağıdakini kullanın.',
          ],
        }
      : {
          subject: 'You are already subscribed to the Foresight newsletter',
          paragraphs: [
            greetingOf(language, name),
            'Someone (probably you) asked to subscribe this address to the Foresight newsletter. It is already subscribed, so nothing changed and there is nothing to do.',
            'Unsubscribe links in our earlier e-mails no longer work; use the one below.',
          ],
        }),
  });
