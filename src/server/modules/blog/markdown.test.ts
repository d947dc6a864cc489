// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readingMinutesOf, renderMarkdown, slugifyHeading } from './markdown';

/** The rendered HTML as a browser would build it. */
const parse = (markdown: string) => {
  const document = new DOMParser().parseFromString(renderMarkdown(markdown), 'text/html');
  return document.body;
};

/** Anything in the tree that could run script: elements, event attributes, script URLs. */
const executableParts = (body: HTMLElement): string[] => {
  const found: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        const value = attribute.value.replace(/\s|\p{Cc}/gu, '').toLowerCase();
        if (/^(javascript|data|vbscript):/.test(value)) found.push(`${tag}[${attribute.name}]`);
      }
    }
  }
  return found;
};

describe('renderMarkdown: stored XSS stays inert', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an inline handler in a block', '<div onmouseover="alert(1)">hover</div>'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a mixed-case, entity-encoded javascript: link', '[x](JaVaScRiPt&#58;alert(1))'],
    ['a javascript: link with a tab', '[x](java\tscript:alert(1))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a reference-style javascript: link', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['an svg with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['entity-encoded markup', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a title attribute breakout', '[x](https://example.org "a\\" onmouseover=\\"alert(1)")'],
  ])('%s', (_name, markdown) => {
    const body = parse(markdown);
    expect(executableParts(body)).toEqual([]);
  });

  it('shows raw HTML as text', () => {
    const body = parse('<script>alert(1)</script>');
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.querySelector('script')).toBeNull();
  });

  it('keeps entities as the characters they stand for, escaped again', () => {
    expect(renderMarkdown('5 &lt; 6 &amp; AT&T')).toBe('<p>5 &lt; 6 &amp; AT&amp;T</p>\n');
  });
});

describe('renderMarkdown: links', () => {
  it('links URLs in text and marks external links nofollow', () => {
    const link = parse('Read https://www.census.gov/programs-surveys/bds.html today').querySelector(
      'a',
    );
    expect(link?.getAttribute('href')).toBe('https://www.census.gov/programs-surveys/bds.html');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps internal paths plain, and protocol-relative links count as external', () => {
    const links = parse(
      '[a](/calculator) [b](//evil.example/x) [c](mailto:hi@example.org)',
    ).querySelectorAll('a');
    expect([...links].map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['/calculator', null],
      ['//evil.example/x', 'noopener noreferrer nofollow'],
      ['mailto:hi@example.org', null],
    ]);
  });
});

describe('renderMarkdown: headings', () => {
  it('get stable, unique, prefixed ids, Turkish letters folded', () => {
    const ids = [
      ...parse('## Ölçüm ve İş Planı\n\n## Ölçüm ve İş Planı\n\n### Main content').querySelectorAll(
        'h2, h3',
      ),
    ].map((heading) => heading.id);
    expect(ids).toEqual([
      'section-olcum-ve-is-plani',
      'section-olcum-ve-is-plani-2',
      'section-main-content',
    ]);
  });

  it('slugify keeps ASCII letters and digits only', () => {
    expect(slugifyHeading('  Kısa Vadeli "Nakit" — 2026!  ')).toBe('kisa-vadeli-nakit-2026');
  });
});

describe('readingMinutesOf', () => {
  it('counts about 200 words a minute, at least one', () => {
    expect(readingMinutesOf('one two')).toBe(1);
    expect(readingMinutesOf('word '.repeat(1000))).toBe(5);
    expect(readingMinutesOf('## - * 1')).toBe(1);
  });
});
