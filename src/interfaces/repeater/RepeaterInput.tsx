import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { Notice } from '../../ui/Notice.js';
import { SortableList } from '../../ui/SortableList.js';
import type { InputProps } from '../registry.js';
import { renderTemplate } from '../render-template.js';
import { RepeaterRowFields } from './RepeaterRowFields.js';
import { newRow, repeaterSubFields } from './repeater-fields.js';
import { repeaterLimit, repeaterStructure, rowsNeedingKey } from './repeater-value.js';
import { type KeyedRow, useRepeaterRows } from './use-repeater-rows.js';

/**
 * A list of rows, each a small form of the `fields` sub-fields (interfaces catalogue #41). Rows
 * fold to a title from the `template`; they are added up to the `limit`, removed with an undo, and
 * put in order by dragging or with the arrow keys on a row's grip.
 */
export function RepeaterInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const structure = repeaterStructure(options);
  const subFields = repeaterSubFields(options.fields);
  const limit = repeaterLimit(options.limit);
  const { rows, unreadable, write, nextKey } = useRepeaterRows(value, structure, onChange);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [removed, setRemoved] = useState<{ row: KeyedRow; index: number; title: string } | null>(
    null,
  );
  const undoButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLFieldSetElement>(null);
  const focusRow = useRef<string | null>(null);
  const hintId = useId();

  // After a removal the undo button takes the focus (the removed row's buttons are gone); after an
  // add or an undo, the row's title button does.
  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);
  useEffect(() => {
    const key = focusRow.current;
    if (key === null) return;
    focusRow.current = null;
    list.current
      ?.querySelector<HTMLButtonElement>(
        `[data-row-key="${CSS.escape(key)}"] .cms-repeater__toggle`,
      )
      ?.focus();
  });

  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder.trim() !== ''
      ? options.placeholder
      : t('repeater.untitled');
  const template = typeof options.template === 'string' ? options.template : '';
  const titleOf = (row: KeyedRow) => {
    const title = template ? renderTemplate(template, row.data).trim() : '';
    return title === '' ? placeholder : title;
  };
  const createText =
    typeof options.createItemText === 'string' && options.createItemText.trim() !== ''
      ? options.createItemText
      : t('repeater.add');
  const atLimit = limit !== null && rows.length >= limit;
  const needingKey =
    structure.structure === 'object'
      ? rowsNeedingKey(
          rows.map((row) => row.data),
          structure.structureKey,
        )
      : [];

  const toggle = (key: string) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const add = () => {
    if (atLimit) return;
    const row = { key: nextKey(), data: newRow(subFields) };
    setRemoved(null);
    setOpen((shown) => new Set(shown).add(row.key));
    focusRow.current = row.key;
    write([...rows, row]);
  };
  const remove = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setRemoved({ row, index, title: titleOf(row) });
    write(rows.filter((_, at) => at !== index));
  };
  const undo = () => {
    if (!removed) return;
    const next = [...rows];
    next.splice(Math.min(removed.index, next.length), 0, removed.row);
    focusRow.current = removed.row.key;
    setRemoved(null);
    write(next);
  };
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (!row) return;
    next.splice(to, 0, row);
    setRemoved(null);
    write(next);
  };
  const changeRow = (index: number, data: Record<string, unknown>) =>
    write(rows.map((row, at) => (at === index ? { ...row, data } : row)));

  return (
    <fieldset
      className="cms-repeater"
      id={id}
      aria-labelledby={`${id}-label`}
      ref={list}
      data-readonly={readonly || undefined}
    >
      {unreadable !== null ? (
        <Notice color="warning" title={t('repeater.unreadable_title')}>
          <p>{t('repeater.unreadable_body')}</p>
          <pre className="cms-repeater__raw">{unreadable}</pre>
        </Notice>
      ) : null}
      {subFields.length === 0 ? <Notice>{t('repeater.no_fields')}</Notice> : null}
      {rows.length === 0 && unreadable === null ? (
        <p className="cms-repeater__empty">{t('repeater.empty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <SortableList
          items={rows}
          keyOf={(row) => row.key}
          labelOf={titleOf}
          onMove={move}
          disabled={readonly}
          className="cms-repeater__rows"
          // A press in an open row's fields selects text there; rows move by their head and grip.
          noDragFrom=".cms-repeater__body"
          gripLabel={(title) => t('repeater.move', { row: title })}
          movedMessage={(title, position, count) =>
            t('repeater.moved', { row: title, position, count })
          }
          hint={t('repeater.sort_hint')}
          renderItem={(row, grip, index) => {
            const expanded = open.has(row.key);
            const bodyId = `${id}-${row.key}`;
            const title = titleOf(row);
            return (
              <div
                className="cms-repeater__row"
                data-row-key={row.key}
                data-open={expanded || undefined}
              >
                <div className="cms-repeater__head">
                  {grip}
                  <button
                    type="button"
                    className="cms-repeater__toggle"
                    aria-expanded={expanded}
                    aria-controls={bodyId}
                    onClick={() => toggle(row.key)}
                  >
                    <Icon name="expand" size={20} className="cms-repeater__chevron" />
                    <span className="cms-repeater__title">{title}</span>
                  </button>
                  {readonly ? null : (
                    <button
                      type="button"
                      className="cms-repeater__remove"
                      aria-label={t('repeater.remove', { row: title })}
                      title={t('repeater.remove', { row: title })}
                      onClick={() => remove(index)}
                    >
                      <Icon name="delete" size={18} />
                    </button>
                  )}
                </div>
                {needingKey.includes(index) && structure.structureKey ? (
                  <p className="cms-repeater__problem" role="alert">
                    {t('repeater.needs_key', { field: structure.structureKey })}
                  </p>
                ) : null}
                <div className="cms-repeater__body" id={bodyId} hidden={!expanded}>
                  {expanded ? (
                    <RepeaterRowFields
                      idPrefix={bodyId}
                      parent={field}
                      subFields={subFields}
                      row={row.data}
                      readonly={readonly}
                      onChange={(data) => changeRow(index, data)}
                    />
                  ) : null}
                </div>
              </div>
            );
          }}
        />
      ) : null}
      {removed ? (
        <p className="cms-repeater__removed" role="status">
          <span>{t('repeater.removed', { row: removed.title })}</span>
          <button ref={undoButton} type="button" className="cms-repeater__undo" onClick={undo}>
            {t('repeater.undo')}
          </button>
        </p>
      ) : null}
      {readonly ? null : (
        <div className="cms-repeater__footer">
          <Button
            onClick={add}
            disabled={atLimit}
            aria-describedby={limit !== null ? hintId : undefined}
          >
            <Icon name="add" size={18} />
            <span className="cms-button__label">{createText}</span>
          </Button>
          {limit !== null ? (
            <span id={hintId} className="cms-repeater__limit">
              {atLimit
                ? t('repeater.limit_reached', { count: limit })
                : t('repeater.limit', { used: rows.length, count: limit })}
            </span>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
