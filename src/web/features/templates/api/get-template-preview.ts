import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many lines of a template the preview shows. */
export const PREVIEW_LINE_COUNT = 12;

const BYTE_ORDER_MARK = '\uFEFF';

/** The first lines of a text file, without the byte-order mark the CSVs carry for Excel. */
export const firstLines = (text: string, count = PREVIEW_LINE_COUNT) =>
  text.replace(BYTE_ORDER_MARK, '').split(/\r?\n/).slice(0, count).join('\n');

/** Reads a template file from this site (a static file, not an API endpoint). */
export const getTemplatePreview = async (url: string, signal?: AbortSignal) => {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`GET ${url}: ${String(response.status)}`);
  return firstLines(await response.text());
};

export const templatePreviewQueryOptions = (url: string, isEnabled: boolean) =>
  queryOptions({
    queryKey: ['templates', 'preview', url],
    queryFn: ({ signal }) => getTemplatePreview(url, signal),
    // The preview shows its own failure line; a static file does not change while the page is open.
    meta: { errorHandling: 'local' },
    staleTime: Infinity,
    enabled: isEnabled,
  });

/** The preview is fetched only once the reader opens it. */
export const useTemplatePreview = (url: string, isEnabled: boolean) =>
  useQuery(templatePreviewQueryOptions(url, isEnabled));
