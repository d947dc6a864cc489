import { SUPPORT_EMAIL } from '#shared/constants';
import type { ApiLanguage } from '#shared/error-texts';
import { paths } from '#shared/routes';
import type { MailMessage } from '#server/mail/mailer';
import { escapeHtmlAttribute as escapeHtml } from '#server/plugins/page-head';

type MailContent = {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  lead: string;
  /** Absent in a notice that asks for nothing. */
  link?: string;
  /** Paragraphs after the link. */
  closing: readonly string[];
};

type Recipient = { to: string; name: string };

/** Plain text for every client, and the same words as simple HTML with every value escaped. */
const render = (recipient: Recipient, content: MailContent): MailMessage => {
  const { link } = content;
  const paragraphs = [content.greeting, content.lead];
  const closing = [...content.closing, '— Foresight'];
  const text = [...paragraphs, ...(link ? [link] : []), ...closing].join('\n\n');
  const htmlParagraphs = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    ...closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ];
  const html = `<!doctype html><html><body>${htmlParagraphs.join('')}</body></html>`;
  return { to: recipient.to, subject: content.subject, text, html };
};

/** The fragment keeps the token out of server logs and Referer headers. */
export const emailLinkUrl = (
  appOrigin: string,
  path: typeof paths.verifyEmail | typeof paths.resetPassword,
  token: string,
): string => `${appOrigin}${path}#token=${token}`;

export type LinkMailOptions = { recipient: Recipient; language: ApiLanguage; link: string };

const greetingOf = (language: ApiLanguage, name: string) =>
  language === 'tr' ? `Merhaba ${name},` : `Hello ${name},`;

export const verifyAccountMail = ({ recipient, language, link }: LinkMailOptions): MailMessage =>
  render(recipient, {
    greeting: greetingOf(language, recipient.name),
    link,
    ...(language === 'tr'
      ? {
          subject: 'Foresight için e-posta adresinizi doğrulayın',
          lead: 'Bu e-posta adresinin size ait olduğunu onaylamak için aşağıdaki bağlantıyı açın (24 saat geçerlidir):',
          closing: ['Foresight hesabı oluşturmadıysanız bu e-postayı yok sayabilirsiniz.'],
        }
      : {
          subject: 'Verify your e-mail address for Foresight',
          lead: 'Please confirm that this e-mail address is yours by opening this link (valid for 24 hours):',
          closing: ['If you did not create a Foresight account, you can ignore this e-mail.'],
        }),
  });

export const confirmNewAddressMail = ({
  recipient,
  language,
  link,
  username,
}: LinkMailOptions & { username: string }): MailMessage =>
  render(recipient, {
    greeting: greetingOf(language, recipient.name),
    link,
    ...(language === 'tr'
      ? {
          subject: 'Foresight için yeni e-posta adresinizi onaylayın',
          lead: `${username} adlı Foresight hesabı için bu adresin kullanılması istendi. Onaylamak için aşağıdaki bağlantıyı açın (24 saat geçerlidir):`,
          closing: ['Bu isteği siz yapmadıysanız bu e-postayı yok sayın; hiçbir şey değişmez.'],
        }
      : {
          subject: 'Confirm your new e-mail address for Foresight',
          lead: `Someone asked to use this address for the Foresight account ${username}. Open this link to confirm it (valid for 24 hours):`,
          closing: ['If this was not you, ignore this e-mail; nothing will change.'],
        }),
  });

export const resetPasswordMail = ({ recipient, language, link }: LinkMailOptions): MailMessage =>
  render(recipient, {
    greeting: greetingOf(language, recipient.name),
    link,
    ...(language === 'tr'
      ? {
          subject: 'Foresight parolanızı sıfırlayın',
          lead: 'Foresight hesabınızın parolasının sıfırlanması istendi. Yeni bir parola seçmek için aşağıdaki bağlantıyı açın (1 saat geçerlidir):',
          closing: [
            'Parolanızı sıfırladığınızda diğer tüm cihazlardaki oturumlarınız kapanır.',
            'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; parolanız değişmez.',
          ],
        }
      : {
          subject: 'Reset your Foresight password',
          lead: 'Someone asked to reset the password of your Foresight account. Open this link to choose a new one (valid for 1 hour):',
          closing: [
            'Resetting your password signs you out on all other devices.',
            'If you did not ask for this, ignore this e-mail; your password stays the same.',
          ],
        }),
  });

/**
 * Sign-up with an address that already has an account: the owner hears of it, the person signing
 * up learns nothing (the answer is the same as for a new address).
 */
export const signUpAttemptMail = ({
  recipient,
  language,
  appOrigin,
}: {
  recipient: Recipient;
  language: ApiLanguage;
  appOrigin: string;
}): MailMessage =>
  render(recipient, {
    greeting: greetingOf(language, recipient.name),
    link: `${appOrigin}${paths.forgotPassword}`,
    ...(language === 'tr'
      ? {
          subject: 'E-posta adresinizle kayıt olunmaya çalışıldı',
          lead: 'Birisi bu e-posta adresiyle yeni bir Foresight hesabı açmaya çalıştı, ancak bu adresin zaten bir hesabı var. Siz iseniz her zamanki parolanızla giriş yapabilirsiniz. Parolanızı unuttuysanız buradan yenisini belirleyin:',
          closing: [
            'Siz değilseniz bu e-postayı yok sayabilirsiniz; hesabınızda hiçbir şey değişmedi.',
          ],
        }
      : {
          subject: 'Someone tried to sign up with your e-mail address',
          lead: 'Someone tried to create a new Foresight account with this e-mail address, which already has an account. If it was you, you can sign in with your password as usual. If you forgot it, choose a new one here:',
          closing: [
            'If it was not you, you can ignore this e-mail; nothing changed in your account.',
          ],
        }),
  });

/**
 * Sent to the old address when the account moves to a new one: if a stolen session made the
 * change, the owner hears of it while the old mailbox is still theirs.
 */
export const addressChangedMail = ({
  recipient,
  language,
  username,
  newEmail,
}: {
  recipient: Recipient;
  language: ApiLanguage;
  username: string;
  newEmail: string;
}): MailMessage =>
  render(recipient, {
    greeting: greetingOf(language, recipient.name),
    ...(language === 'tr'
      ? {
          subject: 'Foresight e-posta adresiniz değiştirildi',
          lead: `${username} adlı Foresight hesabının e-posta adresi ${newEmail} olarak değiştirildi. Bu e-postalar artık o adrese gidecek.`,
          closing: [`Bu değişikliği siz yapmadıysanız hemen ${SUPPORT_EMAIL} adresine yazın.`],
        }
      : {
          subject: 'Your Foresight e-mail address was changed',
          lead: `The e-mail address of the Foresight account ${username} was changed to ${newEmail}. Mail about the account now goes there.`,
          closing: [`If you did not make this change, write to ${SUPPORT_EMAIL} at once.`],
        }),
  });
