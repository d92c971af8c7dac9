import { useEffect, useRef, useState } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { FallbackInput } from '../../form/FallbackInput.js';
import { valuesEqual } from '../../form/values-equal.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { Notice } from '../../ui/Notice.js';
import { useOwnReports } from '../code-editor/use-own-reports.js';
import { readTypes } from '../interface-types/interface-types-value.js';
import { getInterface, type InputProps, optionsWithDefaults } from '../registry.js';
import {
  type EntryRow,
  entriesObject,
  keyText,
  parseEntries,
  type RowProblem,
  rowProblems,
  sameEntries,
} from './key-value-rows.js';

interface Side {
  definition: ReturnType<typeof getInterface>;
  field: FieldInfo;
}

/** The key or value column as a field of its own, edited with the interface the options name. */
function sideOf(parent: FieldInfo, options: Record<string, unknown>, side: 'key' | 'value'): Side {
  const iface =
    typeof options[`${side}Interface`] === 'string'
      ? (options[`${side}Interface`] as string)
      : 'text-input';
  const definition = getInterface(iface);
  const stored = options[`${side}Options`];
  return {
    definition,
    field: {
      id: null,
      collection: parent.collection,
      field: side,
      type: readTypes(options[`${side}Type`]).types[0] ?? 'string',
      interface: iface,
      options:
        stored !== null && typeof stored === 'object' && !Array.isArray(stored)
          ? (stored as Record<string, unknown>)
          : null,
    },
  };
}

interface RowsState {
  /** The value the rows were read from (or last staged as). */
  readFrom: unknown;
  /** The object the read value stands for, to tell an edit back to it. */
  readObject: Record<string, unknown> | null;
  rows: EntryRow[];
  unreadable: string | null;
}

/**
 * Entries of a key and a value (v8's key-value), each side edited with the interface the options
 * name (`keyInterface` with `keyOptions`, `valueInterface` with `valueOptions`; a plain input when
 * that one is not installed). Rows are added and removed with buttons. A key left empty or used
 * twice is an error at its row: nothing is staged while one is, so the form keeps the last good
 * value, and the row keeps what was typed. A row with neither key nor value is not an entry yet.
 */
export function KeyValueInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const counter = useRef(0);
  const nextId = () => {
    counter.current += 1;
    return `entry-${counter.current}`;
  };
  const read = (from: unknown): RowsState => {
    const parsed = parseEntries(from);
    const rows = parsed.ok ? parsed.entries.map((entry) => ({ id: nextId(), ...entry })) : [];
    return {
      readFrom: from,
      readObject: parsed.ok ? entriesObject(rows) : null,
      rows,
      unreadable: parsed.ok ? null : parsed.raw,
    };
  };
  const [state, setState] = useState<RowsState>(() => read(value));
  const report = useOwnReports(value, (outside) => setState(read(outside)));
  const focusAfter = useRef<{ row: string; part: 'key' | 'remove' } | 'add' | null>(null);
  const list = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    const root = list.current;
    if (!root) return;
    if (target === 'add') {
      root.querySelector<HTMLElement>('.cms-key-value__add')?.focus();
      return;
    }
    const row = root.querySelector(`[data-entry="${CSS.escape(target.row)}"]`);
    const selector =
      target.part === 'key'
        ? '.cms-key-value__key :is(input, textarea, select, button, [tabindex="0"])'
        : '.cms-key-value__remove';
    row?.querySelector<HTMLElement>(selector)?.focus();
  });

  const keySide = sideOf(field, options, 'key');
  const valueSide = sideOf(field, options, 'value');
  const problems = rowProblems(state.rows);

  const write = (rows: EntryRow[]) => {
    const next = { ...state, rows, unreadable: null };
    setState(next);
    if (rowProblems(rows).size > 0) return;
    const object = entriesObject(rows);
    // Nothing new (a blank row added): nothing to stage. Back to what was read: that value itself.
    const current = parseEntries(value);
    if (current.ok && sameEntries(object, entriesObject(current.entries), valuesEqual)) return;
    const staged = sameEntries(object, state.readObject, valuesEqual) ? state.readFrom : object;
    report(staged);
    onChange(staged);
  };
  const edit = (rowId: string, part: 'key' | 'value', next: unknown) =>
    write(state.rows.map((row) => (row.id === rowId ? { ...row, [part]: next } : row)));
  const add = () => {
    const row = { id: nextId(), key: null, value: null };
    focusAfter.current = { row: row.id, part: 'key' };
    write([...state.rows, row]);
  };
  const remove = (index: number) => {
    const after = state.rows[index + 1] ?? state.rows[index - 1];
    focusAfter.current = after ? { row: after.id, part: 'remove' } : 'add';
    write(state.rows.filter((_, at) => at !== index));
  };

  const KeyInput = keySide.definition?.input ?? FallbackInput;
  const ValueInput = valueSide.definition?.input ?? FallbackInput;
  const keyOptions = optionsWithDefaults(keySide.definition, keySide.field);
  const valueOptions = optionsWithDefaults(valueSide.definition, valueSide.field);

  return (
    <fieldset
      className="cms-key-value"
      id={id}
      aria-labelledby={`${id}-label`}
      ref={list}
      data-readonly={readonly || undefined}
    >
      {state.unreadable !== null ? (
        <Notice color="warning" title={t('meta_interfaces.entries_unreadable_title')}>
          <p>{t('meta_interfaces.entries_unreadable_body')}</p>
          <pre className="cms-key-value__raw">{state.unreadable}</pre>
        </Notice>
      ) : null}
      {state.rows.length === 0 && state.unreadable === null ? (
        <p className="cms-key-value__empty">{t('meta_interfaces.entries_empty')}</p>
      ) : null}
      {state.rows.length > 0 ? (
        <div className="cms-key-value__head" aria-hidden="true">
          <span>{t('meta_interfaces.entry_key')}</span>
          <span>{t('meta_interfaces.entry_value')}</span>
        </div>
      ) : null}
      {state.rows.map((row, index) => {
        const position = index + 1;
        const problem = problems.get(row.id);
        const keyId = `${id}-${row.id}-key`;
        const valueId = `${id}-${row.id}-value`;
        const problemId = `${id}-${row.id}-problem`;
        const shownKey = keyText(row.key);
        return (
          <div
            className="cms-key-value__row"
            key={row.id}
            data-entry={row.id}
            data-invalid={problem ? '' : undefined}
          >
            <div className="cms-key-value__key">
              <label className="cms-visually-hidden" htmlFor={keyId} id={`${keyId}-label`}>
                {t('meta_interfaces.entry_key_label', { position })}
              </label>
              <KeyInput
                id={keyId}
                value={row.key ?? null}
                field={keySide.field}
                options={keyOptions}
                readonly={readonly}
                values={{ key: row.key, value: row.value }}
                invalid={problem !== undefined}
                onChange={(next) => edit(row.id, 'key', next)}
              />
            </div>
            <div className="cms-key-value__value">
              <label className="cms-visually-hidden" htmlFor={valueId} id={`${valueId}-label`}>
                {shownKey.trim() === ''
                  ? t('meta_interfaces.entry_value_label', { position })
                  : t('meta_interfaces.entry_value_of', { key: shownKey })}
              </label>
              <ValueInput
                id={valueId}
                value={row.value ?? null}
                field={valueSide.field}
                options={valueOptions}
                readonly={readonly}
                values={{ key: row.key, value: row.value }}
                onChange={(next) => edit(row.id, 'value', next)}
              />
            </div>
            {readonly ? null : (
              <button
                type="button"
                className="cms-key-value__remove"
                aria-label={
                  shownKey.trim() === ''
                    ? t('meta_interfaces.entry_remove_row', { position })
                    : t('meta_interfaces.entry_remove', { key: shownKey })
                }
                title={t('meta_interfaces.entry_remove_title')}
                onClick={() => remove(index)}
              >
                <Icon name="close" size={18} />
              </button>
            )}
            {problem ? (
              <p className="cms-key-value__problem" id={problemId} role="alert">
                {problemText(problem, t)}
              </p>
            ) : null}
          </div>
        );
      })}
      {problems.size > 0 ? (
        <p className="cms-field__hint cms-key-value__held">{t('meta_interfaces.entries_held')}</p>
      ) : null}
      {readonly ? null : (
        <Button className="cms-key-value__add" onClick={add}>
          <Icon name="add" size={18} />
          {t('meta_interfaces.entry_add')}
        </Button>
      )}
    </fieldset>
  );
}

function problemText(problem: RowProblem, t: ReturnType<typeof useT>['t']): string {
  return problem.kind === 'empty'
    ? t('meta_interfaces.entry_key_empty')
    : t('meta_interfaces.entry_key_duplicate', { key: problem.key, row: problem.first });
}
