import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { controlClassName, Field } from '#web/components/ui/field';

export const SEARCH_DEBOUNCE_MS = 400;

type BlogSearchFormProps = {
  /** The search in the URL. */
  value: string;
  /** `isTyping`: a pause while typing (the URL entry is replaced, so Back skips half-typed words). */
  onSearch: (query: string, options: { isTyping: boolean }) => void;
};

/** The search box: searches after a pause in typing, and at once on Enter or the button. */
export const BlogSearchForm = ({ value, onSearch }: BlogSearchFormProps) => {
  const { t } = useTranslation('blog');
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  // Back, a tag link or "Clear filters" changed the URL: show its search (React's derived-state pattern).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  // A search still waiting when the page goes would change the URL of the next page.
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const commit = (query: string, isTyping: boolean) => {
    window.clearTimeout(timer.current);
    const trimmed = query.trim();
    if (trimmed !== value) onSearch(trimmed, { isTyping });
  };
  return (
    <form
      role="search"
      aria-label={t('list.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        commit(text, false);
      }}
    >
      <Field id={id} label={t('list.searchLabel')}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="search"
              value={text}
              maxLength={100}
              enterKeyHint="search"
              placeholder={t('list.searchPlaceholder')}
              onChange={(event) => {
                const next = event.target.value;
                setText(next);
                window.clearTimeout(timer.current);
                timer.current = window.setTimeout(() => commit(next, true), SEARCH_DEBOUNCE_MS);
              }}
              className={controlClassName(false, 'h-11 min-w-0')}
            />
            <Button type="submit" className="shrink-0">
              <Search aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t('list.searchButton')}</span>
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
};
