import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { RANDOM_IDEA_SECTION_CLASS } from '../random-idea-space';
import { RandomIdeaCard } from './random-idea-card';

/** The home page's band with a random idea (loaded after the page is shown). */
export const RandomIdeaSection = () => {
  // Both namespaces at once: the card's sector names (fields) would otherwise load after these.
  const { t } = useTranslation(['ideas', 'fields']);
  return (
    <section
      aria-labelledby="random-idea-heading"
      className={clsx('border-t border-line', RANDOM_IDEA_SECTION_CLASS)}
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-14 sm:px-6">
        <h2 id="random-idea-heading" className="text-2xl font-bold tracking-tight text-ink">
          {t('random.heading')}
        </h2>
        <RandomIdeaCard />
      </div>
    </section>
  );
};
