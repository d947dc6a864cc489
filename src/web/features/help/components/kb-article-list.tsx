import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { KB_TOPICS, type KbArticle } from '../content/types';
import { useHashTarget } from '../hooks/use-hash-target';
import { AnchorLink } from './anchor-link';
import { ContentBlocks } from './content-blocks';
import { HelpLinks } from './help-links';

const topicAnchor = (topic: string) => `topic-${topic}`;

const ArticleView = ({ article }: { article: KbArticle }) => {
  const headingId = `${article.id}-title`;
  return (
    <Card
      id={article.id}
      aria-labelledby={headingId}
      as="article"
      padding="md"
      className="scroll-mt-24"
    >
      <h3 id={headingId} tabIndex={-1} data-hash-focus className="text-lg font-semibold text-ink">
        {article.title}
      </h3>
      <p className="mt-1 mb-3 text-sm text-ink-subtle">{article.summary}</p>
      <ContentBlocks blocks={article.body} />
      <HelpLinks links={article.links} />
    </Card>
  );
};

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
        <section
          key={topic}
          id={topicAnchor(topic)}
          aria-labelledby={`${topicAnchor(topic)}-heading`}
          className="mt-12"
        >
          <h2
            id={`${topicAnchor(topic)}-heading`}
            tabIndex={-1}
            data-hash-focus
            className="text-2xl font-semibold text-ink"
          >
            {t(`kb.topics.${topic}`)}
          </h2>
          <div className="mt-4 flex flex-col gap-6">
            {topicArticles.map((article) => (
              <ArticleView key={article.id} article={article} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
};
