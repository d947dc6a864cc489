import type { ContentBlock } from '../content/types';

/** Help text blocks as paragraphs and bulleted lists, rendered as text (never as HTML). */
export const ContentBlocks = ({ blocks }: { blocks: readonly ContentBlock[] }) => (
  <div className="flex flex-col gap-3 text-ink-muted">
    {blocks.map((block, index) =>
      typeof block === 'string' ? (
        <p key={index}>{block}</p>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-6">
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    )}
  </div>
);
