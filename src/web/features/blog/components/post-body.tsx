import { useLayoutEffect, useRef } from 'react';

/** Reading typography for the server's HTML: headings, lists, quotes, links, code and tables. */
const PROSE_CLASS_NAME = [
  'text-lg leading-8 text-ink [overflow-wrap:anywhere]',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-tight',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_strong]:font-semibold [&_hr]:my-10 [&_hr]:border-line',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-base',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  // A wide table scrolls inside its own box (display: block), never the page at 320 px.
  '[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base',
  '[&_th]:border [&_th]:border-line [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:[overflow-wrap:normal]',
  '[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td]:[overflow-wrap:normal]',
  '[&>*:first-child]:mt-0',
].join(' ');

/**
 * A post's body as the server rendered it. Safe to insert: renderMarkdown in
 * src/server/modules/blog/markdown.ts (markdown-it with raw HTML off, links limited to http(s),
 * mailto and paths) is the only source of this HTML, for published posts and the admin preview.
 */
export const PostBody = ({ html, className }: { html: string; className?: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  // Tables scroll on their own, so a keyboard must be able to reach them (WCAG 2.1.1): set in the
  // commit that inserts them (a layout effect), so they are reachable from the first paint. A
  // passive effect ran later still once the article rendered in a transition (blog-post-page.tsx).
  useLayoutEffect(() => {
    for (const table of ref.current?.querySelectorAll('table') ?? []) table.tabIndex = 0;
  }, [html]);
  return (
    <div
      ref={ref}
      className={[PROSE_CLASS_NAME, className].filter(Boolean).join(' ')}
      // Rendered and made safe on the server (see the comment above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
