import { ChevronDown } from 'lucide-react';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_GROUPS, type FaqItem } from '../content/types';
import { useHashId, useHashTarget } from '../hooks/use-hash-target';
import { ContentBlocks } from './content-blocks';
import { AnchorLink } from './anchor-link';
import { HelpLinks } from './help-links';
import { HelpSection } from './help-section';

const groupAnchor = (group: string) => `group-${group}`;

/** Opening a question adds it to the set, closing removes it. */
const toggled = (openIds: ReadonlySet<string>, id: string, isOpen: boolean) => {
  const next = new Set(openIds);
  if (isOpen) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * The FAQ as disclosure widgets (native details/summary: keyboard and screen-reader support come
 * with the element), grouped by subject. `/faq#<id>` opens that question and focuses it.
 */
export const FaqList = ({ items }: { items: readonly FaqItem[] }) => {
  const { t } = useTranslation('help');
  const hashId = useHashId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(hashId === '' ? [] : [hashId]),
  );
  // A new #fragment on the same page (a link from another answer) opens its question too.
  const [seenHash, setSeenHash] = useState(hashId);
  if (hashId !== seenHash) {
    setSeenHash(hashId);
    if (hashId !== '') setOpenIds((current) => toggled(current, hashId, true));
  }
  useHashTarget();

  const onToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpenIds((current) => (current.has(id) === isOpen ? current : toggled(current, id, isOpen)));
  };
  const groups = FAQ_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter(({ items: groupItems }) => groupItems.length > 0);

  return (
    <>
      <nav aria-label={t('faq.groupsLabel')} className="mt-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {groups.map(({ group }) => (
            <li key={group}>
              <AnchorLink id={groupAnchor(group)}>{t(`faq.groups.${group}`)}</AnchorLink>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ group, items: groupItems }) => (
        <HelpSection
          key={group}
          id={groupAnchor(group)}
          title={t(`faq.groups.${group}`)}
          className="mt-10"
          headingClassName="text-xl font-semibold text-ink"
        >
          <div className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface">
            {groupItems.map((item) => (
              <details
                key={item.id}
                id={item.id}
                open={openIds.has(item.id)}
                onToggle={onToggle(item.id)}
                className="group scroll-mt-24"
              >
                <summary
                  data-hash-focus
                  className="flex cursor-pointer list-none items-start justify-between gap-3 px-4 py-3 font-medium text-ink hover:bg-muted [&::-webkit-details-marker]:hidden"
                >
                  <span className="min-w-0 break-words">{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="px-4 pt-1 pb-4">
                  <ContentBlocks blocks={item.answer} />
                  <HelpLinks links={item.links} />
                </div>
              </details>
            ))}
          </div>
        </HelpSection>
      ))}
    </>
  );
};
