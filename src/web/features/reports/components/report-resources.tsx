import { Link } from 'react-router';
import type { ReportBody, ReportResource } from '#shared/contracts/reports';
import { paths } from '#shared/routes';
import { PageSection } from '#web/components/ui/page-section';
import { ReportTextList } from './report-text-list';
import { useReportText } from './report-text';

/** The app's page each resource the report names is. */
const RESOURCE_PATHS = {
  templates: paths.templates,
  knowledgeBase: paths.knowledgeBase,
  blog: paths.blog,
  simulator: paths.businessSimulator,
  calculator: paths.calculator,
} satisfies Record<ReportResource, string>;

/** The app's pages that help with the plan. */
export const ReportResources = ({ resources }: { resources: ReportBody['resources'] }) => {
  const { t } = useReportText();
  return (
    <PageSection
      id="analysis-resources"
      heading={t('resources.heading')}
      className="flex flex-col gap-3"
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {resources.map((resource) => (
          <li key={resource} className="rounded-md border border-line bg-surface p-3">
            <Link
              to={RESOURCE_PATHS[resource]}
              className="font-medium text-primary underline underline-offset-2"
            >
              {t(`resources.${resource}`)}
            </Link>
            <p className="mt-1 text-sm text-ink-muted">{t(`resources.${resource}Text`)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
};

/** What to do after reading the report. */
export const ReportNextSteps = ({ nextSteps }: { nextSteps: ReportBody['nextSteps'] }) => {
  const { t } = useReportText();
  return (
    <PageSection
      id="analysis-next"
      heading={t('nextSteps.heading')}
      className="flex flex-col gap-3"
    >
      <ReportTextList texts={nextSteps} />
    </PageSection>
  );
};
