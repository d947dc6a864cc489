import { TEMPLATES, type TemplateLanguage, type TemplateUse } from '../template-manifest';
import { TemplateCard } from './template-card';

type TemplateListProps = { language: TemplateLanguage; usePaths: Record<TemplateUse, string> };

/** Every template of the manifest, as cards. */
export const TemplateList = ({ language, usePaths }: TemplateListProps) => (
  <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
    {TEMPLATES.map((entry) => (
      <TemplateCard key={entry.id} entry={entry} language={language} usePaths={usePaths} />
    ))}
  </ul>
);
