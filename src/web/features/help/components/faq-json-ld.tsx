import type { ContentBlock, FaqItem } from '../content/types';

const plainText = (blocks: readonly ContentBlock[]) =>
  blocks.map((block) => (typeof block === 'string' ? block : block.list.join(' '))).join(' ');

/** schema.org FAQPage data for search engines; `<` escaped so no text can close the element. */
export const faqJsonLd = (items: readonly FaqItem[]): string =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  }).replace(/</g, '\\u003c');

/** The FAQ as structured data: a data block, never executed (type application/ld+json). */
export const FaqJsonLd = ({ items }: { items: readonly FaqItem[] }) => (
  <script type="application/ld+json">{faqJsonLd(items)}</script>
);
