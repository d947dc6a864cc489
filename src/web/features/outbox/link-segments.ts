export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// http(s) only: a mail's text must never become a javascript: or data: link.
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Sentence punctuation right after a link ("…?token=abc.") belongs to the sentence.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’]+$/;

const isWebUrl = (candidate: string) => {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Splits plain text into text and http(s) link segments, in order; joined, they give the text back. */
export const splitLinks = (text: string): TextSegment[] => {
  const segments: TextSegment[] = [];
  let last = 0;
  const pushText = (end: number) => {
    if (end > last) segments.push({ kind: 'text', text: text.slice(last, end) });
  };
  for (const match of text.matchAll(LINK_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!isWebUrl(href)) continue;
    pushText(match.index);
    segments.push({ kind: 'link', href });
    last = match.index + href.length;
  }
  pushText(text.length);
  return segments;
};
