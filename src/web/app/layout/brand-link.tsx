import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';

export const BrandLink = () => {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      aria-label={t('nav.homeLink')}
      className="mr-2 flex items-center gap-2 text-lg font-bold text-ink"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{t('appName')}</span>
    </Link>
  );
};
