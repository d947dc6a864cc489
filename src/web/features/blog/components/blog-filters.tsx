import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogListResponse } from '#shared/contracts/blog';
import { SelectField } from '#web/components/ui/select-field';
import { BLOG_CATEGORY_IDS, isBlogCategory } from '../blog-categories';
import type { BlogFilters as Filters } from '../hooks/use-blog-filters';
import { BlogSearchForm } from './blog-search-form';

type BlogFiltersProps = {
  filters: Filters;
  /** Categories and tags with their counts, from the last list answer. */
  facets: Pick<BlogListResponse, 'categories' | 'tags'> | undefined;
  onChange: (changes: Partial<Filters>, options?: { replace?: boolean }) => void;
};

/** Search, category and tag: each change goes into the URL. */
export const BlogFilters = ({ filters, facets, onChange }: BlogFiltersProps) => {
  const { t } = useTranslation('blog');
  const id = useId();
  const tags = facets?.tags ?? [];
  // A tag from a shared link stays choosable even before (or without) the answer listing it.
  const tagOptions =
    filters.tag && !tags.some((entry) => entry.tag === filters.tag)
      ? [{ tag: filters.tag, count: null }, ...tags]
      : tags;
  return (
    <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr] md:items-start">
      <BlogSearchForm
        value={filters.q}
        onSearch={(q, { isTyping }) => onChange({ q }, { replace: isTyping && filters.q !== '' })}
      />
      <SelectField
        id={`${id}-category`}
        label={t('list.categoryLabel')}
        value={filters.category ?? ''}
        onChange={(event) => {
          const category = event.target.value;
          onChange({ category: isBlogCategory(category) ? category : undefined });
        }}
      >
        <option value="">{t('list.allCategories')}</option>
        {BLOG_CATEGORY_IDS.map((category) => {
          const count = facets?.categories.find((entry) => entry.id === category)?.count;
          const name = t(`categories.${category}`);
          return (
            <option key={category} value={category}>
              {count === undefined ? name : t('list.optionWithCount', { name, count })}
            </option>
          );
        })}
      </SelectField>
      <SelectField
        id={`${id}-tag`}
        label={t('list.tagLabel')}
        value={filters.tag ?? ''}
        onChange={(event) => onChange({ tag: event.target.value || undefined })}
      >
        <option value="">{t('list.allTags')}</option>
        {tagOptions.map((entry) => (
          <option key={entry.tag} value={entry.tag}>
            {entry.count === null
              ? entry.tag
              : t('list.optionWithCount', { name: entry.tag, count: entry.count })}
          </option>
        ))}
      </SelectField>
    </div>
  );
};
