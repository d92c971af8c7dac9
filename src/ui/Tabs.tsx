import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { registerBaseStyles } from './styles.js';
import css from './tabs.css';
import './register.js';
import { inlineStep } from './reading-direction.js';

registerBaseStyles(css);

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly Tab[];
  /** Controlled: the selected tab's id. */
  value?: string;
  defaultValue?: string;
  onChange?(id: string): void;
  className?: string;
}

/**
 * Tabs (WAI-ARIA APG "Tabs", automatic activation): one tab stop, ArrowLeft/Right (wrapping),
 * Home/End move and select; the panel is the next tab stop. Only the selected panel is rendered.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, className }: TabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.id ?? '');
  const selected = value ?? own;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    setOwn(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const at = enabled.findIndex((tab) => tab.id === current?.id);
    const step = inlineStep(event.key, event.currentTarget);
    const next =
      step !== 0
        ? enabled[(at + step + enabled.length) % enabled.length]
        : { Home: enabled[0], End: enabled.at(-1) }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(next.id)}"]`)?.focus();
  };

  return (
    <div className={['cms-tabs', className].filter(Boolean).join(' ')}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        // A scrolling list is a tab stop of its own in Chromium; the tabs are the stops.
        tabIndex={-1}
        className="cms-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="cms-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          id={panelId(current.id)}
          role="tabpanel"
          aria-labelledby={tabId(current.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG: the panel is a tab stop when it holds no focusable content first
          tabIndex={0}
          className="cms-tabs__panel"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
