import { describe, expect, it } from 'vitest';
import { toLegalBlocks } from './legal-blocks';

describe('toLegalBlocks', () => {
  it('keeps paragraphs and lists in reading order, without the heading', () => {
    const blocks = toLegalBlocks({
      heading: 'Cookies',
      p1: 'First.',
      list: { a: 'One', b: 'Two' },
      p2: 'Last.',
    });
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'list', items: ['One', 'Two'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('keeps only the plural form that fits the count, in lists and paragraphs', () => {
    const texts = {
      heading: 'Tokens',
      note_one: '{1 day}',
      note_other: '{n days}',
      list: { cash: 'No cash value', refund_one: 'one day', refund_other: 'many days' },
    };
    expect(toLegalBlocks(texts, { locale: 'en-US', count: 14 })).toEqual([
      { kind: 'paragraph', text: '{n days}' },
      { kind: 'list', items: ['No cash value', 'many days'] },
    ]);
    expect(toLegalBlocks(texts, { locale: 'en-US', count: 1 })[1]).toEqual({
      kind: 'list',
      items: ['No cash value', 'one day'],
    });
  });
});
