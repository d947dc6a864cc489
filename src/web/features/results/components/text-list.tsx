import type { TextCode } from '#engine/index';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../hooks/use-engine-text';

type TextListProps = {
  id: string;
  heading: string;
  items: TextCode[];
  ordered?: boolean;
  /** 4 when the list sits inside a section headed at level 3. */
  headingLevel?: 3 | 4;
};

/** A headed list of engine texts (strengths, factors, recommendations…). */
export const TextList = ({
  id,
  heading,
  items,
  ordered = false,
  headingLevel = 3,
}: TextListProps) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  const List = ordered ? 'ol' : 'ul';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <Heading
        id={id}
        className={headingLevel === 3 ? 'text-lg font-semibold text-ink' : 'font-semibold text-ink'}
      >
        {heading}
      </Heading>
      {items.length === 0 ? (
        <p className="text-ink-muted">{t('overview.noneListed')}</p>
      ) : (
        <List className={ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}>
          {items.map((item, index) => (
            <li key={`${item.code}-${index}`} className="text-ink">
              {text(item)}
            </li>
          ))}
        </List>
      )}
    </section>
  );
};
