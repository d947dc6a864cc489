import { describe, expect, it } from 'vitest';
import { splitLinks } from './link-segments';

const join = (text: string) =>
  splitLinks(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.href))
    .join('');

describe('splitLinks', () => {
  it('finds http and https links between text', () => {
    expect(
      splitLinks('Open http://127.0.0.1:3000/verify?token=a_b-c to verify.\nOr https://x.test/r'),
    ).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://127.0.0.1:3000/verify?token=a_b-c' },
      { kind: 'text', text: ' to verify.\nOr ' },
      { kind: 'link', href: 'https://x.test/r' },
    ]);
  });

  it('leaves sentence punctuation after a link outside it', () => {
    expect(splitLinks('Go to https://x.test/reset?token=abc.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', href: 'https://x.test/reset?token=abc' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(https://x.test/a), then')[1]).toEqual({
      kind: 'link',
      href: 'https://x.test/a',
    });
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'mailto:a@example.test',
      'ftp://files.example.test/x',
      'see xhttps://not.a.link',
    ]) {
      expect(splitLinks(text).filter((segment) => segment.kind === 'link')).toEqual([]);
    }
  });

  it('keeps text without links whole, and empty text empty', () => {
    expect(splitLinks('Merhaba Şükrü')).toEqual([{ kind: 'text', text: 'Merhaba Şükrü' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('gives the text back when the segments are joined', () => {
    for (const text of [
      'a https://x.test/b. c',
      'https://x.test',
      'x http:// y',
      'ğ https://ş.test/ü!',
    ]) {
      expect(join(text)).toBe(text);
    }
  });
});
