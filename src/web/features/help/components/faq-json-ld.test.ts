import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './faq-json-ld';

describe('faqJsonLd', () => {
  it('describes every question and its answer as schema.org FAQPage data', () => {
    const json = faqJsonLd([
      { id: 'a', group: 'score', question: 'Why?', answer: ['Because.', { list: ['One', 'Two'] }] },
    ]);
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Why?',
          acceptedAnswer: { '@type': 'Answer', text: 'Because. One Two' },
        },
      ],
    });
  });

  it('cannot close its script element, whatever the text says', () => {
    const json = faqJsonLd([
      { id: 'x', group: 'score', question: '</script><script>alert(1)</script>', answer: ['<b>'] },
    ]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      mainEntity: [{ name: '</script><script>alert(1)</script>' }],
    });
  });
});
