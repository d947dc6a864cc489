import { BookOpen, GraduationCap, HelpCircle, Mail, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '#shared/constants';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSection } from '#web/components/ui/page-section';
import { helpLinkClassName } from '#web/features/help/components/help-links';
import { HelpSearch } from '#web/features/help/components/help-search';
import { useHelpContent } from '#web/features/help/hooks/use-help-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

const BrowseCard = ({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) => (
  <Card as="li">
    <p className="flex items-center gap-2">
      {icon}
      <Link to={to} className={helpLinkClassName}>
        {title}
      </Link>
    </p>
    <p className="mt-1 text-sm text-ink-muted">{text}</p>
  </Card>
);

/** The help center: one search over all help content, popular topics, and ways to reach us. */
export const HelpPage = () => {
  const { t } = useTranslation('help');
  useDocumentTitle(t('home.title'));
  const content = useHelpContent();
  const iconClass = 'size-5 shrink-0 text-primary';
  return (
    <PageContainer>
      <PageHeader title={t('home.title')} lead={t('home.intro')} className="mb-8" />

      <HelpSearch content={content} />

      <PageSection id="help-popular" heading={t('home.popular')} className="mt-12">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {content.topics.map((topic) => (
            <Card key={topic.id} as="li">
              <h3 className="font-semibold text-ink">{topic.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{topic.summary}</p>
              <Link to={topic.link.to} className={`${helpLinkClassName} mt-2 inline-block text-sm`}>
                {topic.link.label}
              </Link>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="help-browse" heading={t('home.browse')} className="mt-12">
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <BrowseCard
            to={paths.faq}
            icon={<HelpCircle aria-hidden="true" className={iconClass} />}
            title={t('home.faqCard')}
            text={t('home.faqCardText', { count: content.faq.length })}
          />
          <BrowseCard
            to={paths.tutorials}
            icon={<GraduationCap aria-hidden="true" className={iconClass} />}
            title={t('home.tutorialsCard')}
            text={t('home.tutorialsCardText', { count: content.tutorials.length })}
          />
          <BrowseCard
            to={paths.knowledgeBase}
            icon={<BookOpen aria-hidden="true" className={iconClass} />}
            title={t('home.kbCard')}
            text={t('home.kbCardText', { count: content.articles.length })}
          />
        </ul>
      </PageSection>

      <PageSection id="help-contact" heading={t('home.contactHeading')} className="mt-12">
        <p className="mt-2 text-ink-muted">{t('home.contactText')}</p>
        <ul className="mt-3 flex flex-col gap-2">
          <li className="flex items-center gap-2">
            <MessageSquare aria-hidden="true" className={iconClass} />
            <Link to={paths.contact} className={helpLinkClassName}>
              {t('home.contactLink')}
            </Link>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden="true" className={iconClass} />
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${helpLinkClassName} break-all`}>
              {t('home.emailLink', { email: SUPPORT_EMAIL })}
            </a>
          </li>
        </ul>
      </PageSection>
    </PageContainer>
  );
};
