import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  use,
  useCallback,
  useId,
  useState,
} from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern, with Radix's parts and data attributes (`Tabs.Root`,
 * `List`, `Trigger`, `Content`; `data-state="active"`), written here because Radix's took 10 KB of
 * the sign-in page's first load, where the budget is 150 KB (docs/decisions/009, session-15
 * addendum). As there: a tab is activated when it gets focus (arrow keys, Home, End), only the
 * active tab is in the Tab order, and a panel renders its content only while its tab is active.
 */

type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  /** Prefix of the triggers' and panels' ids, which tie each tab to its panel. */
  baseId: string;
};

const TabsContext = createContext<TabsContextValue | null>(null);

const useTabs = (part: string) => {
  const context = use(TabsContext);
  if (!context) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return context;
};

/** Ids safe in a selector and unique per root and value. */
const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type RootProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The active tab, when the caller keeps it (with onValueChange). */
  value?: string;
  /** The first active tab, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

const Root = ({ value, defaultValue = '', onValueChange, children, ...props }: RootProps) => {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? ownValue;
  const select = useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext>
  );
};

/** The keys that move between tabs, and where each goes (index in the list, list length). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const List = ({ onKeyDown, ...props }: ComponentProps<'div'>) => (
  <div
    role="tablist"
    aria-orientation="horizontal"
    onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      const move = MOVES[event.key];
      if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabs = [
        ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'),
      ];
      const index = tabs.findIndex((tab) => tab === document.activeElement);
      if (index === -1) return;
      event.preventDefault();
      // Focus activates the tab (the trigger's onFocus), as in Radix's automatic mode.
      tabs[move(index, tabs.length)]?.focus();
    }}
    {...props}
  />
);

type TriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

const Trigger = ({ value, onClick, onFocus, ...props }: TriggerProps) => {
  const tabs = useTabs('Trigger');
  const isActive = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={isActive}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={isActive ? 'active' : 'inactive'}
      tabIndex={isActive ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
};

type ContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

const Content = ({ value, children, ...props }: ContentProps) => {
  const tabs = useTabs('Content');
  const isActive = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={isActive ? 'active' : 'inactive'}
      hidden={!isActive}
      // The panel is the next Tab stop after the tab list, even when its content has none.
      tabIndex={0}
      {...props}
    >
      {isActive ? children : null}
    </div>
  );
};

export const Tabs = { Root, List, Trigger, Content };
