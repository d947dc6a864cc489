import { splitLinks } from '../link-segments';

/** A mail's plain text with its http(s) links as real anchors; React escapes the rest. */
export const LinkedText = ({ text }: { text: string }) => (
  <p className="break-words whitespace-pre-wrap text-ink">
    {splitLinks(text).map((segment, index) =>
      segment.kind === 'text' ? (
        segment.text
      ) : (
        <a
          // Segments of one text never move, so their position is a stable key.
          key={index}
          href={segment.href}
          className="font-medium break-all text-primary underline underline-offset-4"
        >
          {segment.href}
        </a>
      ),
    )}
  </p>
);
