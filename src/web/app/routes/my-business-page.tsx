import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { BusinessInputsSummary } from '#web/features/businesses/components/business-inputs-summary';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

const LINK_CLASS =
  'font-medium text-primary underline underline-offset-4 hover:text-primary-strong';

const NEXT_STEPS = [
  { to: paths.calculator, key: 'calculator' },
  { to: paths.businessSimulator, key: 'businessSimulator' },
  { to: paths.simulator, key: 'goalSimulator' },
] as const;

/** The current business: its details, saved calculator answers and where to go next. */
export const MyBusinessPage = () => {
  const { t } = useTranslation('businesses');
  useDocumentTitle(t('myBusiness.title'));
  const { user } = useAuth();
  const { currentBusiness, isPending } = useCurrentBusiness(user?.id ?? null);
  if (isPending || !currentBusiness) return <Spinner />;

  return (
    <PageContainer>
      <p className="text-sm font-medium text-ink-muted">{t('myBusiness.title')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {currentBusiness.name}
      </h1>
      <p className="mt-2 text-ink-muted">{t('myBusiness.intro')}</p>
      <section aria-labelledby="my-business-description" className="mt-8">
        <h2 id="my-business-description" className="text-xl font-semibold text-ink">
          {t('myBusiness.description')}
        </h2>
        <p className="mt-2 whitespace-pre-line text-ink">
          {currentBusiness.description || t('list.noDescription')}
        </p>
      </section>
      <section aria-labelledby="my-business-inputs" className="mt-10">
        <h2 id="my-business-inputs" className="mb-4 text-xl font-semibold text-ink">
          {t('myBusiness.inputsHeading')}
        </h2>
        {currentBusiness.inputs ? (
          <BusinessInputsSummary inputs={currentBusiness.inputs} />
        ) : (
          <p className="text-ink-muted">{t('myBusiness.noInputs')}</p>
        )}
      </section>
      <section aria-labelledby="my-business-next" className="mt-10">
        <h2 id="my-business-next" className="text-xl font-semibold text-ink">
          {t('myBusiness.actionsHeading')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {NEXT_STEPS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={LINK_CLASS}>
                {t(`links.${link.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.businesses} className={LINK_CLASS}>
              {t('myBusiness.manage')}
            </Link>
          </li>
        </ul>
      </section>
    </PageContainer>
  );
};
