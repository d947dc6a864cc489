import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCORE_BANDS } from '#shared/constants';
import { buttonClassName } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

const SECTIONS = ['sources', 'priors', 'range', 'reproducible', 'limits'] as const;

/** Explains what the success score means and where its numbers come from. */
export const SuccessScorePage = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('successScore.title'));
  const bandsHighFirst = [...SCORE_BANDS].reverse();
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('successScore.title')}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('successScore.intro')}</p>
      {SECTIONS.slice(0, 3).map((section) => (
        <section key={section} className="mt-10">
          <h2 className="text-xl font-semibold text-ink">{t(`successScore.${section}Heading`)}</h2>
          <p className="mt-2 text-ink-muted">{t(`successScore.${section}`)}</p>
        </section>
      ))}
      <section className="mt-10">
        <h2 className="text-xl font-semibold text-ink">{t('successScore.bandsHeading')}</h2>
        <table className="mt-4 w-full max-w-sm border-collapse text-left">
          <caption className="sr-only">{t('successScore.bandsCaption')}</caption>
          <thead>
            <tr className="border-b border-line-strong">
              <th scope="col" className="py-2 font-semibold">
                {t('successScore.bandColumn')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('successScore.rangeColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bandsHighFirst.map((band) => (
              <tr key={band.band} className="border-b border-line">
                <th scope="row" className="py-2 font-medium">
                  {t(`successScore.bands.${band.band}`)}
                </th>
                <td className="py-2 text-ink-muted tabular-nums">
                  {t('successScore.bandRange', { min: band.min, max: band.max })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {SECTIONS.slice(3).map((section) => (
        <section key={section} className="mt-10">
          <h2 className="text-xl font-semibold text-ink">{t(`successScore.${section}Heading`)}</h2>
          <p className="mt-2 text-ink-muted">{t(`successScore.${section}`)}</p>
        </section>
      ))}
      <Link to={paths.calculator} className={`${buttonClassName('primary', 'lg')} mt-10`}>
        {t('successScore.cta')}
      </Link>
    </PageContainer>
  );
};
