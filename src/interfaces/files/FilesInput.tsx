import { useStore } from '@nanostores/react';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import type { FileRow } from '../../api/files.js';
import { acceptEntries } from '../../files/upload-checks.js';
import { useT } from '../../i18n/use-t.js';
import { mayAtAll, useGrants } from '../../permissions/index.js';
import { fieldOfType } from '../../schema/collection-meta.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $collections, $relations } from '../../state/schema.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { inlineStep } from '../../ui/reading-direction.js';
import { type FileSource, FileSourceDialogs } from '../file/FileSourceDialogs.js';
import type { InputProps } from '../registry.js';
import { relatedKeyOf, relatedOf, toManyInfo } from '../relational/to-many.js';
import { renderTemplate } from '../render-template.js';
import { FileTile } from './FileTile.js';
import { moveRow, sortedRows, stampOrder } from './sorted-rows.js';

const FILES = 'directus_files';

type Row = Record<string, unknown>;

/**
 * A many-to-many field to directus_files: the files as a grid of tiles with a remove button each,
 * files added from the library (several at once) or by upload. When the junction collection has
 * a sort field, tiles are dragged into order (or moved with the arrow keys on their grip) and the
 * order is saved in that field. The staged value is the junction rows, as the to-many interfaces
 * stage it (relational/to-many.ts turns it into the save's changes).
 * Options (v8): `template` (tile label, over the file), `allow_select`, `allow_create`, `accept`.
 */
export function FilesInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const relations = useStore($relations);
  const collections = useStore($collections);
  const grants = useGrants();
  const [dialog, setDialog] = useState<FileSource | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The rows as last staged: uploads finish one by one, each adding to what the one before added.
  const latest = useRef<Row[]>([]);
  const info = toManyInfo(field, relations, collections);
  if (!info) return <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>;

  const junction = collections[info.rowsCollection];
  const sortField =
    info.kind === 'm2m' && junction ? (fieldOfType(junction, 'sort')?.field ?? null) : null;
  const rows = sortedRows(
    Array.isArray(value)
      ? value.filter((row): row is Row => row !== null && typeof row === 'object')
      : [],
    sortField,
  );
  latest.current = rows;
  const accept = acceptEntries(options.accept as string | string[] | undefined);
  const template = typeof options.template === 'string' ? options.template : '';
  const maySelect = options.allow_select !== false && mayAtAll(grants, FILES, 'read');
  const mayCreate = options.allow_create !== false && mayAtAll(grants, FILES, 'create');

  const stage = (next: Row[]) => {
    const stamped = sortField ? stampOrder(next, sortField) : next;
    latest.current = stamped;
    onChange(stamped);
  };
  const rowFor = (file: FileRow): Row =>
    info.kind === 'o2m' ? (file as Row) : { [info.junctionField ?? '']: file };
  const add = (files: readonly FileRow[]) => {
    const current = latest.current;
    const present = new Set(current.map((row) => String(relatedKeyOf(row, info))));
    const fresh = files.filter((file) => !present.has(String(file.id)));
    if (fresh.length > 0) stage([...current, ...fresh.map(rowFor)]);
  };
  const remove = (index: number) => stage(rows.filter((_, i) => i !== index));
  const move = (from: number, to: number, label: string) => {
    if (!sortField || to < 0 || to >= rows.length || from === to) return;
    onChange(moveRow(rows, from, to, sortField));
    setAnnouncement(
      t('file_interfaces.files_moved', { file: label, position: to + 1, count: rows.length }),
    );
  };

  const onGripKey = (event: KeyboardEvent<HTMLButtonElement>, index: number, label: string) => {
    const step =
      event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowDown'
          ? 1
          : inlineStep(event.key, event.currentTarget);
    if (step === 0) return;
    event.preventDefault();
    move(index, index + step, label);
    // Keep the grip of the moved tile focused, at its new place.
    const list = event.currentTarget.closest('ul');
    requestAnimationFrame(() =>
      list?.querySelectorAll<HTMLButtonElement>('.cms-files-field__grip')[index + step]?.focus(),
    );
  };
  const dropOn = (event: DragEvent<HTMLLIElement>, index: number, label: string) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index, label);
    setDragging(null);
  };

  return (
    <fieldset id={id} className="cms-files-field" aria-labelledby={`${id}-label`}>
      {rows.length === 0 ? (
        <p className="cms-field__hint">{t('file_interfaces.files_empty')}</p>
      ) : (
        <ul className="cms-files-field__grid">
          {rows.map((row, index) => {
            const file = relatedOf(row, info) as FileRow | null;
            const key = String(relatedKeyOf(row, info));
            const label = (file && template ? renderTemplate(template, file).trim() : '') || '';
            const sortable = sortField !== null && !readonly;
            return (
              <li
                key={key}
                className="cms-files-field__item"
                data-dragging={dragging === index || undefined}
                draggable={sortable}
                onDragStart={
                  sortable
                    ? (event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', key);
                        setDragging(index);
                      }
                    : undefined
                }
                onDragOver={
                  sortable && dragging !== null ? (event) => event.preventDefault() : undefined
                }
                onDrop={sortable ? (event) => dropOn(event, index, label || key) : undefined}
                onDragEnd={() => setDragging(null)}
              >
                <FileTile file={file} fileKey={key} label={label}>
                  {sortable ? (
                    <button
                      type="button"
                      className="cms-files-field__grip"
                      aria-label={t('file_interfaces.files_move', { file: label || key })}
                      aria-describedby={`${id}-sort-hint`}
                      onKeyDown={(event) => onGripKey(event, index, label || key)}
                    >
                      <Icon name="drag_handle" size={18} />
                    </button>
                  ) : null}
                  {readonly ? null : (
                    <button
                      type="button"
                      className="cms-files-field__remove"
                      aria-label={t('file_interfaces.files_remove', { file: label || key })}
                      onClick={() => remove(index)}
                    >
                      <Icon name="close" size={18} />
                    </button>
                  )}
                </FileTile>
              </li>
            );
          })}
        </ul>
      )}
      {sortField && !readonly && rows.length > 1 ? (
        <p id={`${id}-sort-hint`} className="cms-field__hint">
          {t('file_interfaces.files_sort_hint')}
        </p>
      ) : null}
      <p className="cms-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {readonly || !project ? null : (
        <div className="cms-file-input__actions">
          {maySelect ? (
            <Button aria-haspopup="dialog" onClick={() => setDialog('library')}>
              <Icon name="folder" size={18} />
              {t('file_interfaces.add_from_library')}
            </Button>
          ) : null}
          {mayCreate ? (
            <Button aria-haspopup="dialog" onClick={() => setDialog('upload')}>
              <Icon name="cloud_upload" size={18} />
              {t('file_interfaces.upload_or_import')}
            </Button>
          ) : null}
        </div>
      )}
      {project ? (
        <FileSourceDialogs
          project={project}
          open={dialog}
          multiple
          accept={accept}
          onClose={() => setDialog(null)}
          onChoose={(files) => {
            add(files);
            setDialog(null);
          }}
          onUploaded={(uploaded) => add([uploaded])}
        />
      ) : null}
    </fieldset>
  );
}
