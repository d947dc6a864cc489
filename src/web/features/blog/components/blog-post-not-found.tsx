import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { paths } from '#shared/routes';
import { blogListPath } from '../blog-paths';

/**
 * Spec section 8's "Blog article not found": an unknown slug, a removed post, or a post that does
 * not exist in the interface language (English and Turkish posts have their own slugs).
 */
export const BlogPostNotFound = () => {
  const { t, i18n } = useTranslation(['blog', 'common']);
  const languageName = t(`common:language.${i18n.resolvedLanguage === 'tr' ? 'tr' : 'en'}`);
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <FileQuestion aria-hidden="true" className="size-12 text-primary" />
      <PageHeader title={t('blog:notFound.title')} size="compact" />
      <p className="max-w-prose text-lg text-ink-muted">
        {t('blog:notFound.description', { language: languageName })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={blogListPath()} className={buttonClassName('primary', 'lg')}>
          {t('blog:notFound.toBlog')}
        </Link>
        <Link to={paths.home} className={buttonClassName('secondary', 'lg')}>
          {t('blog:notFound.home')}
        </Link>
      </div>
    </div>
  );
};
