// @vitest-environment jsdom
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { blogInput } from '#tests/fixtures/blog';
import { ALL_ENDPOINTS, endpointKey } from './support/contracts';
import { VALID_BODIES } from './support/bodies';
import { addressPool, type SignedInClient, signIn, signUp } from './support/clients';
import { expectRefusal } from './support/http';
import { buildPath } from '#shared/contracts/endpoint';

// Cases 21–25 and 27 of ../shared/docs/security.md against the running server: the blog editor
// is for admins only, stored markdown cannot carry script, and titles are encoded wherever the
// server writes them into HTML or XML.
const nextAddress = addressPool(21);
const ANY_UUID = '00000000-0000-4000-8000-000000000000';

let admin: SignedInClient;
let alice: SignedInClient;
beforeAll(async () => {
  admin = await signIn(nextAddress(), inject('admin'));
  alice = await signUp(nextAddress());
});

const STORED_XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle=window.__xss=1>',
  '[a](javascript:window.__xss=1)',
  '[b](JaVaScRiPt:window.__xss=1)',
  '[c](&#106;avascript:window.__xss=1)',
  '[d](java\tscript:window.__xss=1)',
  '[e](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[f](vbscript:msgbox(1))',
  '![g](x" onerror="window.__xss=1)',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
];

/** Every way an HTML fragment could run script: elements, event attributes, script URLs. */
const scriptVectorsIn = (html: string) => {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'base', 'form'].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc') found.push(attribute.name);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
        !/^(?:https?:|mailto:|\/|#|[^:]*$)/i.test(attribute.value.replace(/\s/g, ''))
      ) {
        found.push(`${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
};

describe('case 27: the blog editor API for a signed-in non-admin', () => {
  const adminRoutes = ALL_ENDPOINTS.filter((endpoint) =>
    endpoint.path.startsWith('/api/blog/admin/'),
  );

  it.each(adminRoutes.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s: 403, with or without a role claimed in the body',
    async (_key, endpoint) => {
      const path = buildPath(endpoint.path, { id: ANY_UUID });
      const body = VALID_BODIES[endpointKey(endpoint)]?.();
      const plain = await alice.send(path, {
        method: endpoint.method,
        ...(body !== undefined ? { json: body } : {}),
      });
      expectRefusal(plain, 403, 'FORBIDDEN');
      if (body !== undefined) {
        const claimed = await alice.send(path, {
          method: endpoint.method,
          json: { ...(body as object), role: 'admin', isAdmin: true },
          headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.' },
        });
        expect([400, 403]).toContain(claimed.status);
        expectRefusal(claimed, claimed.status);
      }
    },
  );

  it('leaves the published list as it was', async () => {
    const before = await alice.send('/api/blog/posts?lang=en');
    await alice.send('/api/blog/admin/posts', { json: blogInput({ slug: 'forged-by-user' }) });
    const after = await alice.send('/api/blog/posts?lang=en');
    expect(after.text).toBe(before.text);
    expectRefusal(await alice.send('/api/blog/posts/forged-by-user?lang=en'), 404, 'NOT_FOUND');
  });
});

describe('cases 21–23: stored XSS in blog markdown, published and previewed', () => {
  it('publishes every payload as inert text: no script element, event handler or script URL', async () => {
    const post = blogInput({ bodyMarkdown: STORED_XSS.join('\n\n') });
    const created = await admin.send('/api/blog/admin/posts', { json: post });
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: string };
    const published = await admin.send(`/api/blog/admin/posts/${id}/publication`, {
      json: { published: true },
    });
    expect(published.status, published.text).toBe(200);

    const read = await alice.send(`/api/blog/posts/${post.slug}?lang=en`);
    expect(read.status).toBe(200);
    const { html } = read.json() as { html: string };
    expect(scriptVectorsIn(html)).toEqual([]);
    // Raw HTML is shown as text, not dropped silently.
    expect(html).toContain('&lt;script&gt;');

    const preview = await admin.send('/api/blog/admin/preview', {
      json: { bodyMarkdown: STORED_XSS.join('\n\n') },
    });
    expect(scriptVectorsIn((preview.json() as { html: string }).html)).toEqual([]);
  });

  it.each(STORED_XSS)('previews %s without a script vector', async (payload) => {
    const preview = await admin.send('/api/blog/admin/preview', {
      json: { bodyMarkdown: payload },
    });
    expect(preview.status).toBe(200);
    expect(scriptVectorsIn((preview.json() as { html: string }).html)).toEqual([]);
  });
});

describe('cases 24 and 25: titles written into pages and feeds', () => {
  const HOSTILE_TITLE = `</script><script>window.__xss=1</script>"'&<img src=x onerror=alert(1)>`;

  it('encodes a post title in the page’s meta tags and in the RSS feed', async () => {
    const post = blogInput({ title: HOSTILE_TITLE, summary: HOSTILE_TITLE });
    const created = await admin.send('/api/blog/admin/posts', { json: post });
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: string };
    await admin.send(`/api/blog/admin/posts/${id}/publication`, { json: { published: true } });

    const page = await alice.send(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>window.__xss');
    expect(page.text).not.toContain('<img src=x');
    const document = new DOMParser().parseFromString(page.text, 'text/html');
    for (const meta of document.querySelectorAll('meta')) {
      expect(meta.getAttributeNames().filter((name) => /^on/i.test(name))).toEqual([]);
    }
    const inlineScripts = [...document.querySelectorAll('script:not([src])')].filter(
      (script) => !/json/.test(script.getAttribute('type') ?? ''),
    );
    expect(inlineScripts).toEqual([]);

    const feed = await alice.send('/blog/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('<script>');
    const xml = new DOMParser().parseFromString(feed.text, 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect([...xml.querySelectorAll('item > title')].map((title) => title.textContent)).toContain(
      HOSTILE_TITLE,
    );
  });

  it('keeps a calculation title as JSON text and encodes it in the share page preview', async () => {
    const saved = await alice.send('/api/calculations', {
      json: { input: EXAMPLE_CALCULATOR_INPUT, title: HOSTILE_TITLE.slice(0, 100) },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.headers['content-type']).toMatch(/^application\/json/);
    const { id, title } = saved.json() as { id: string; title: string };
    expect(title).toBe(HOSTILE_TITLE.slice(0, 100));
    const share = await alice.send(`/api/calculations/${id}/share`, { method: 'POST' });
    expect(share.status, share.text).toBe(201);
    const { token } = share.json() as { token: string };
    const page = await alice.send(`/shared/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>window.__xss');
    expect(page.text).not.toContain('<img src=x');
  });
});
