import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.js';
import { interfaceName } from '../../../interfaces/interface-texts.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import { Icon, iconFor } from '../../../ui/Icon.js';
import { inlineStep } from '../../../ui/reading-direction.js';
import { TextField } from '../../../ui/TextField.js';
import { matchesInterface, popularInterfaces } from './interface-choice.js';

interface InterfaceTabProps {
  interfaces: readonly InterfaceDefinition[];
  chosen: string | null;
  onPick(definition: InterfaceDefinition): void;
}

/**
 * The first step: the popular interfaces, then every registered one with a search by name or id.
 * Each is a card; a click, Enter or Space picks it (and the wizard moves on).
 */
export function InterfaceTab({ interfaces, chosen, onPick }: InterfaceTabProps) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const popular = useMemo(() => popularInterfaces(interfaces), [interfaces]);
  const found = useMemo(
    () =>
      interfaces.filter((definition) =>
        matchesInterface({ id: definition.id, name: interfaceName(t, definition) }, query),
      ),
    [interfaces, query, t],
  );
  const popularId = useId();
  const allId = useId();
  return (
    <div className="cms-field-wizard__interfaces">
      {popular.length > 0 ? (
        <section aria-labelledby={popularId}>
          <h3 className="cms-field-wizard__heading" id={popularId}>
            {t('settings_wizard.popular')}
          </h3>
          <InterfaceGrid
            label={t('settings_wizard.popular')}
            interfaces={popular}
            chosen={chosen}
            onPick={onPick}
          />
        </section>
      ) : null}
      <section aria-labelledby={allId}>
        <h3 className="cms-field-wizard__heading" id={allId}>
          {t('settings_wizard.all_interfaces')}
        </h3>
        <TextField
          label={t('settings_wizard.search')}
          hideLabel
          type="search"
          value={query}
          placeholder={t('settings_wizard.search_placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
        {found.length > 0 ? (
          <InterfaceGrid
            label={t('settings_wizard.all_interfaces')}
            interfaces={found}
            chosen={chosen}
            onPick={onPick}
          />
        ) : (
          <p className="cms-field-wizard__empty" role="status">
            {t('settings_wizard.no_match', { query })}
          </p>
        )}
      </section>
    </div>
  );
}

interface InterfaceGridProps {
  label: string;
  interfaces: readonly InterfaceDefinition[];
  chosen: string | null;
  onPick(definition: InterfaceDefinition): void;
}

/** A group of cards with one tab stop; the arrow keys, Home and End move between the cards. */
function InterfaceGrid({ label, interfaces, chosen, onPick }: InterfaceGridProps) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);
  const chosenAt = interfaces.findIndex((definition) => definition.id === chosen);
  const [active, setActive] = useState(Math.max(chosenAt, 0));
  const current = Math.min(active, interfaces.length - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    const columns = columnCount(list.current);
    const along = inlineStep(event.key, event.currentTarget);
    const moves: Record<string, number> = {
      ArrowDown: current + columns,
      ArrowUp: current - columns,
      Home: 0,
      End: interfaces.length - 1,
    };
    const target = along !== 0 ? current + along : moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(interfaces.length - 1, target));
    setActive(next);
    list.current?.querySelectorAll<HTMLElement>('[data-interface]')[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div
      ref={list}
      role="group"
      aria-label={label}
      className="cms-field-wizard__grid"
      onKeyDown={onKeyDown}
    >
      {interfaces.map((definition, index) => (
        <button
          key={definition.id}
          type="button"
          data-interface={definition.id}
          className="cms-field-wizard__card"
          aria-pressed={definition.id === chosen}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setActive(index)}
          onClick={() => onPick(definition)}
        >
          <Icon name={iconFor(definition.icon, 'extension')} size={24} />
          <span className="cms-field-wizard__card-name">{interfaceName(t, definition)}</span>
          <span className="cms-field-wizard__card-id">{definition.id}</span>
          <span className="cms-visually-hidden">
            {t('settings_wizard.interface_types', { types: definition.types.join(', ') })}
          </span>
        </button>
      ))}
    </div>
  );
}

/** How many cards one row of the grid holds (the arrow keys up and down skip a row). */
function columnCount(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const cards = [...grid.children] as HTMLElement[];
  const top = cards[0]?.offsetTop;
  const count = cards.filter((card) => card.offsetTop === top).length;
  return Math.max(count, 1);
}
