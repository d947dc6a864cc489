import { TEMPLATES, type TemplateLanguage } from '../template-manifest';
import { TemplateCard } from './template-card';

type TemplateListProps = { language: TemplateLanguage };

/** Every template of the manifest, as cards. */
export const TemplateList = ({ language }: TemplateListProps) => (
  <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
    {TEMPLATES.map((entry) => (
      <TemplateCard key={entry.id} entry={entry} language={language} />
    ))}
  </ul>
);
