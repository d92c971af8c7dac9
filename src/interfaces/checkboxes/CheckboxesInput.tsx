import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import { SortableList } from '../../ui/SortableList.js';
import { choicesJsonInvalid } from '../button-group/choices-json.js';
import { parseChoices } from '../dropdown/choices.js';
import type { InputProps } from '../registry.js';
import { chosenValues, sameValues, storedChoices } from './choice-list.js';

/** One checkbox: a listed choice, or (allow_other) a value typed by the user. */
interface Row {
  key: string;
  value: string;
  label: string;
  other: boolean;
  checked: boolean;
}

let nextOtherKey = 0;

/** The rows for a stored value: the checked ones first in their stored order when draggable. */
function rowsFor(
  chosen: readonly string[],
  choices: readonly { value: string; label: string }[],
  draggable: boolean,
): Row[] {
  const listed = choices.map((choice) => ({
    key: `choice:${choice.value}`,
    value: choice.value,
    label: choice.label,
    other: false,
    checked: chosen.includes(choice.value),
  }));
  // Stored values the choices do not list stay, checked (typed ones when allow_other).
  const others = chosen
    .filter((value) => !choices.some((choice) => choice.value === value))
    .map((value) => ({
      key: `other:${nextOtherKey++}`,
      value,
      label: value,
      other: true,
      checked: true,
    }));
  if (!draggable) return [...listed, ...others];
  const byValue = new Map([...listed, ...others].map((row) => [row.value, row]));
  const checked = chosen.map((value) => byValue.get(value)).filter((row): row is Row => !!row);
  return [...checked, ...listed.filter((row) => !row.checked)];
}

/** The values the rows store, in the rows' order; typed values blank or repeated are left out. */
function valuesOf(rows: readonly Row[]): string[] {
  const values: string[] = [];
  for (const row of rows) {
    const value = row.value.trim();
    if (row.checked && value !== '' && !values.includes(value)) values.push(value);
  }
  return values;
}

/**
 * Several values of `choices` as checkboxes, in columns (one column with `single`). `allow_other`
 * adds typed values (each a checkbox with a text box); `draggable` lets the user put the checked
 * values in order (drag, or the grip and the arrow keys). The value is a list for an `array` field
 * and CSV for a text field, wrapped in delimiters with `wrap`.
 */
export function CheckboxesInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const choices = parseChoices(options.choices);
  const draggable = options.draggable === true;
  const allowOther = options.allow_other === true;
  const chosen = chosenValues(value);
  const [rows, setRows] = useState(() => rowsFor(chosen, choices, draggable));
  // The list last handed to the form: a different value means a reset or an undo from outside.
  const handed = useRef(chosen);
  const focusOther = useRef<string | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);

  if (!sameValues(chosen, handed.current)) {
    handed.current = chosen;
    setRows(rowsFor(chosen, choices, draggable));
  }

  useEffect(() => {
    const key = focusOther.current;
    if (!key) return;
    focusOther.current = null;
    root.current?.querySelector<HTMLInputElement>(`[data-other="${key}"]`)?.focus();
  });

  const update = (next: Row[]) => {
    setRows(next);
    const values = valuesOf(next);
    if (sameValues(values, handed.current)) return;
    handed.current = values;
    onChange(storedChoices(values, field.type, options.wrap === true));
  };
  const change = (key: string, changes: Partial<Row>) =>
    update(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  if (rows.length === 0 && !allowOther) {
    return (
      <p className="cms-field__hint" id={id}>
        {choicesJsonInvalid(options.choices)
          ? t('catalogue_interfaces.choices_invalid')
          : t('catalogue_interfaces.no_choices')}
      </p>
    );
  }

  const renderRow = (row: Row, grip: ReactNode = null) => (
    <div className="cms-checkboxes__row" data-kind={row.other ? 'other' : 'choice'}>
      {grip}
      <label className="cms-checkbox">
        <input
          className="cms-checkbox__control"
          type="checkbox"
          checked={row.checked}
          disabled={readonly}
          aria-label={
            row.other && allowOther
              ? row.value.trim() === ''
                ? t('catalogue_interfaces.other_value')
                : t('catalogue_interfaces.other_check', { value: row.value })
              : undefined
          }
          onChange={(event) => change(row.key, { checked: event.target.checked })}
        />
        {row.other && allowOther ? null : <span className="cms-checkbox__label">{row.label}</span>}
      </label>
      {row.other && allowOther ? (
        <input
          className="cms-field__control cms-checkboxes__other"
          data-other={row.key}
          aria-label={t('catalogue_interfaces.other_value')}
          placeholder={t('catalogue_interfaces.other_placeholder')}
          value={row.value}
          readOnly={readonly}
          // Commas separate the stored values.
          onChange={(event) => change(row.key, { value: event.target.value.replace(/,/g, '') })}
        />
      ) : null}
    </div>
  );

  return (
    <fieldset
      ref={root}
      className="cms-checkboxes"
      id={id}
      aria-labelledby={`${id}-label`}
      data-single={options.single === true || draggable || undefined}
    >
      {draggable && !readonly ? (
        <SortableList
          className="cms-checkboxes__list"
          items={rows}
          keyOf={(row) => row.key}
          labelOf={(row) => row.label || t('catalogue_interfaces.other_value')}
          renderItem={(row, grip) => renderRow(row, grip)}
          onMove={(from, to) => {
            const next = [...rows];
            const [moved] = next.splice(from, 1);
            if (moved) next.splice(to, 0, moved);
            update(next);
          }}
          gripLabel={(label) => t('catalogue_interfaces.move', { label })}
          movedMessage={(label, position, count) =>
            t('catalogue_interfaces.moved', { label, position, count })
          }
          label={t('catalogue_interfaces.order')}
        />
      ) : (
        <div className="cms-checkboxes__grid">
          {rows.map((row) => (
            <div key={row.key}>{renderRow(row)}</div>
          ))}
        </div>
      )}
      {allowOther && !readonly ? (
        <button
          type="button"
          className="cms-checkboxes__add"
          onClick={() => {
            const key = `other:${nextOtherKey++}`;
            focusOther.current = key;
            setRows([...rows, { key, value: '', label: '', other: true, checked: true }]);
          }}
        >
          <Icon name="add" size={18} />
          {t('catalogue_interfaces.other_add')}
        </button>
      ) : null}
    </fieldset>
  );
}
