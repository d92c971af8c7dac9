import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/use-t.js';
import { Button } from '../../../../ui/Button.js';
import { Dialog } from '../../../../ui/Dialog.js';
import type { Blacklist, MatrixCollection, PermissionTarget } from './matrix-rules.js';
import type { BlacklistChanges } from './matrix-view.js';

// A row's field blacklists (which fields the role may read and write) and, for a collection with
// statuses, its status blacklist (which statuses the role may set), as checkboxes: checked means
// allowed. From a collection row the dialog edits every status row at once: a box is mixed while
// the statuses differ, and only the boxes the user changes are applied. Nothing is staged until
// Apply.

export type DialogMode = 'row' | 'combined' | 'create-form';

export interface FieldBlacklistTarget {
  collection: MatrixCollection;
  collectionTitle: string;
  /** The row's status (null: the collection row), and how it is named. */
  status: string | null;
  statusName?: string;
  mode: DialogMode;
  /** The rows the dialog edits: one, or every status row of the collection. */
  rows: readonly PermissionTarget[];
}

interface FieldBlacklistDialogProps {
  target: FieldBlacklistTarget | null;
  onApply(changes: BlacklistChanges): void;
  onCancel(): void;
}

type Toggles = Partial<Record<Blacklist, Map<string, boolean>>>;

/** Allowed in every row (checked), in none (unchecked), or in some (mixed). */
function allowedState(rows: readonly PermissionTarget[], list: Blacklist, entry: string) {
  const listed = rows.filter((row) => row[list].includes(entry)).length;
  if (listed === 0) return true;
  return listed === rows.length ? false : ('mixed' as const);
}

function TriStateBox({
  label,
  state,
  disabled,
  onToggle,
}: {
  label: string;
  state: boolean | 'mixed';
  disabled?: boolean;
  onToggle(): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="cms-permission-dialog__box"
      aria-label={label}
      checked={state === true}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

export function FieldBlacklistDialog({ target, onApply, onCancel }: FieldBlacklistDialogProps) {
  const { t } = useT();
  const [toggles, setToggles] = useState<Toggles>({});

  // The next opening starts with no changes.
  const cancel = () => {
    setToggles({});
    onCancel();
  };
  const apply = () => {
    setToggles({});
    onApply(toggles);
  };
  if (!target) return <Dialog open={false} title="" actions={null} onCancel={onCancel} />;
  const { collection, rows, mode } = target;

  const state = (list: Blacklist, entry: string): boolean | 'mixed' => {
    const toggled = toggles[list]?.get(entry);
    return toggled === undefined ? allowedState(rows, list, entry) : !toggled;
  };
  const toggle = (list: Blacklist, entry: string) => {
    // Mixed or unchecked becomes allowed everywhere; checked becomes blacklisted everywhere.
    const blacklist = state(list, entry) === true;
    setToggles((current) => {
      const entries = new Map(current[list] ?? []);
      entries.set(entry, blacklist);
      return { ...current, [list]: entries };
    });
  };

  const title = target.statusName
    ? t('settings_permissions.dialog_title_status', {
        collection: target.collectionTitle,
        status: target.statusName,
      })
    : t('settings_permissions.dialog_title', { collection: target.collectionTitle });
  const showRead = mode !== 'create-form';
  const statuses = collection.statusField
    ? collection.statuses.filter((status) => mode !== 'row' || status.value !== target.status)
    : [];
  const statusesLegend =
    mode === 'create-form'
      ? t('settings_permissions.dialog_statuses_create_form')
      : mode === 'row'
        ? t('settings_permissions.dialog_statuses_status', { status: target.statusName })
        : t('settings_permissions.dialog_statuses');

  return (
    <Dialog
      open
      title={title}
      onCancel={cancel}
      actions={
        <>
          <Button onClick={cancel}>{t('settings_permissions.dialog_cancel')}</Button>
          <Button variant="primary" onClick={apply}>
            {t('settings_permissions.dialog_apply')}
          </Button>
        </>
      }
    >
      <p className="cms-permission-dialog__intro">
        {mode === 'create-form'
          ? t('settings_permissions.dialog_intro_create_form')
          : t('settings_permissions.dialog_intro')}
        {mode === 'combined' ? ` ${t('settings_permissions.dialog_intro_combined')}` : null}
      </p>
      {collection.fields.length === 0 ? (
        <p className="cms-permission-dialog__empty">{t('settings_permissions.dialog_no_fields')}</p>
      ) : (
        <div className="cms-permission-dialog__fields">
          <table className="cms-permission-dialog__table">
            <thead>
              <tr>
                <th scope="col">{t('settings_permissions.dialog_field')}</th>
                {showRead ? <th scope="col">{t('settings_permissions.dialog_read')}</th> : null}
                <th scope="col">{t('settings_permissions.dialog_write')}</th>
              </tr>
            </thead>
            <tbody>
              {collection.fields.map((field) => (
                <tr key={field.name} data-field={field.name}>
                  <th scope="row">{field.name}</th>
                  {showRead ? (
                    <td>
                      {field.primaryKey ? (
                        <span
                          className="cms-permission-dialog__fixed"
                          title={t('settings_permissions.dialog_primary_key')}
                        >
                          <span aria-hidden="true">—</span>
                          <span className="cms-visually-hidden">
                            {t('settings_permissions.dialog_primary_key')}
                          </span>
                        </span>
                      ) : (
                        <TriStateBox
                          label={t('settings_permissions.dialog_read_label', { field: field.name })}
                          state={state('read_field_blacklist', field.name)}
                          onToggle={() => toggle('read_field_blacklist', field.name)}
                        />
                      )}
                    </td>
                  ) : null}
                  <td>
                    <TriStateBox
                      label={t('settings_permissions.dialog_write_label', { field: field.name })}
                      state={state('write_field_blacklist', field.name)}
                      onToggle={() => toggle('write_field_blacklist', field.name)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {statuses.length > 0 ? (
        <fieldset className="cms-permission-dialog__statuses">
          <legend>{statusesLegend}</legend>
          {statuses.map((status) => (
            // biome-ignore lint/a11y/noLabelWithoutControl: the box inside is the control
            <label key={status.value} className="cms-permission-dialog__status">
              <TriStateBox
                label={status.name}
                state={state('status_blacklist', status.value)}
                onToggle={() => toggle('status_blacklist', status.value)}
              />
              <span aria-hidden="true">{status.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </Dialog>
  );
}
