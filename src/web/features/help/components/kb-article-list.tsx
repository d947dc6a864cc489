import { useTranslation } from 'react-i18next';
import { KB_TOPICS, type KbArticle } from '../content/types';
import { useHashTarget } from '../hooks/use-hash-target';
import { AnchorLink } from './anchor-link';
import { ContentBlocks } from './content-blocks';
import { HelpCard } from './help-card';
import { HelpLinks } from './help-links';
import { HelpSection } from './help-section';

const topicAnchor = (topic: string) => `topic-${topic}`;

const ArticleView = ({ article }: { article: KbArticle }) => (
  <HelpCard
    id={article.id}
    title={article.title}
    heading="h3"
    headingClassName="text-lg font-semibold text-ink"
  >
    <p className="mt-1 mb-3 text-sm text-ink-subtle">{article.summary}</p>
    <ContentBlocks blocks={article.body} />
    <HelpLinks links={article.links} />
  </HelpCard>
);

/** The knowledge base grouped by topic, with a contents list; each article is an anchor. */
export const KbArticleList = ({ articles }: { articles: readonly KbArticle[] }) => {
  const { t } = useTranslation('help');
  useHashTarget();
  const topics = KB_TOPICS.map((topic) => ({
    topic,
    articles: articles.filter((article) => article.topic === topic),
  })).filter((group) => group.articles.length > 0);

  return (
    <>
      <nav aria-label={t('kb.contentsLabel')} className="mt-8 grid gap-6 sm:grid-cols-2">
        {topics.map(({ topic, articles: topicArticles }) => (
          <div key={topic}>
            <p className="font-semibold text-ink">
              <AnchorLink id={topicAnchor(topic)}>{t(`kb.topics.${topic}`)}</AnchorLink>
            </p>
            <ul className="mt-2 space-y-1 pl-4">
              {topicArticles.map((article) => (
                <li key={article.id}>
                  <AnchorLink id={article.id}>{article.title}</AnchorLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {topics.map(({ topic, articles: topicArticles }) => (
        <HelpSection
          key={topic}
          id={topicAnchor(topic)}
          title={t(`kb.topics.${topic}`)}
          className="mt-12"
          headingClassName="text-2xl font-semibold text-ink"
        >
          <div className="mt-4 flex flex-col gap-6">
            {topicArticles.map((article) => (
              <ArticleView key={article.id} article={article} />
            ))}
          </div>
        </HelpSection>
      ))}
    </>
  );
};
