import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, toApiErrorShape } from '../../../api/api-error.js';
import {
  deleteField,
  getCollectionFields,
  sortFields,
  updateField,
} from '../../../api/schema-admin.js';
import type { CollectionInfo, FieldInfo } from '../../../api/types.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { getInterface } from '../../../interfaces/registry.js';
import { fallbackInterfaceForDatatype } from '../../../schema/datatypes.js';
import { fieldDeleteBlocker } from '../../../schema/relation-rules.js';
import { notify } from '../../../state/notifications.js';
import { $relations, reloadSchema } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/Dialog.js';
import { Icon, iconFor } from '../../../ui/Icon.js';
import { Loader } from '../../../ui/Loader.js';
import { MenuButton, type MenuItem } from '../../../ui/Menu.js';
import { Notice } from '../../../ui/Notice.js';
import { SortableList } from '../../../ui/SortableList.js';
import { FieldWizard } from '../field-wizard/FieldWizard.js';
import { DuplicateFieldDialog } from './DuplicateFieldDialog.js';
import { mayDuplicateField } from './duplicate-field.js';
import { moveItem, sortedFields, sortPayload } from './field-order.js';
import '../../../interfaces/index.js';

interface FieldsSectionProps {
  project: string;
  collection: CollectionInfo;
  /** A call failed: the editor checks whether the collection still exists. */
  onFailure(error: unknown): void;
}

type Wizard = { field: FieldInfo | null } | null;

/**
 * The collection's fields (spec 3 §2, §4 "Field-list operations"): each saved at once. Reorder by
 * drag or keyboard (optimistic, rolled back when the server refuses), edit and add through the
 * field wizard, duplicate, delete (not the key; not while another field reads through it), and
 * put an unmanaged column under management.
 */
export function FieldsSection({ project, collection, onFailure }: FieldsSectionProps) {
  const { t } = useT();
  const relations = useStore($relations);
  const name = collection.collection;
  const [fields, setFields] = useState<FieldInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [wizard, setWizard] = useState<Wizard>(null);
  const [duplicating, setDuplicating] = useState<FieldInfo | null>(null);
  const [deleting, setDeleting] = useState<FieldInfo | null>(null);
  const [busy, setBusy] = useState(false);
  // The last order the server confirmed: what a refused reorder goes back to.
  const confirmed = useRef<FieldInfo[]>([]);
  const sortRun = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const list = sortedFields(await getCollectionFields(project, name, signal));
        confirmed.current = list;
        setFields(list);
        setLoadError(null);
      } catch (error) {
        if (isAbortError(error)) return;
        setLoadError(errorMessage(t, toApiErrorShape(error)));
        onFailure(error);
      }
    },
    [project, name, t, onFailure],
  );

  useEffect(() => {
    const controller = new AbortController();
    setFields(null);
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const failed = (title: string, error: unknown) => {
    notify({ color: 'danger', title, details: errorMessage(t, toApiErrorShape(error)) });
    onFailure(error);
  };

  const move = async (from: number, to: number) => {
    if (!fields) return;
    const next = moveItem(fields, from, to);
    setFields(next);
    const run = ++sortRun.current;
    try {
      await sortFields(project, name, sortPayload(next));
      if (run !== sortRun.current) return;
      confirmed.current = next;
      void reloadSchema(project);
    } catch (error) {
      if (run !== sortRun.current) return;
      setFields(confirmed.current);
      failed(t('settings_collections.sort_failed'), error);
    }
  };

  const afterChange = async (title: string) => {
    await reloadSchema(project);
    await load();
    notify({ color: 'success', title });
  };

  const manage = async (field: FieldInfo) => {
    setBusy(true);
    try {
      const datatype = typeof field.datatype === 'string' ? field.datatype.toUpperCase() : '';
      await updateField(project, name, field.field, {
        interface: fallbackInterfaceForDatatype(datatype),
      });
      await afterChange(t('settings_collections.field_managed', { field: field.field }));
    } catch (error) {
      failed(t('settings_collections.field_action_failed'), error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (field: FieldInfo) => {
    setBusy(true);
    try {
      await deleteField(project, name, field.field);
      setDeleting(null);
      await afterChange(t('settings_collections.field_removed'));
    } catch (error) {
      setDeleting(null);
      failed(t('settings_collections.field_action_failed'), error);
    } finally {
      setBusy(false);
    }
  };

  const menuItems = (field: FieldInfo): MenuItem[] => {
    const managed = Boolean(field.interface);
    const items: MenuItem[] = [];
    if (managed) {
      items.push({
        id: 'edit',
        label: t('settings_collections.edit_field'),
        icon: 'edit',
        onSelect: () => setWizard({ field }),
      });
    } else {
      items.push({
        id: 'manage',
        label: t('settings_collections.manage_field'),
        icon: 'check',
        disabled: busy,
        onSelect: () => void manage(field),
      });
    }
    if (managed && mayDuplicateField(field)) {
      items.push({
        id: 'duplicate',
        label: t('settings_collections.duplicate_field'),
        icon: 'copy',
        onSelect: () => setDuplicating(field),
      });
    }
    if (field.primary_key !== true) {
      const blocker = fieldDeleteBlocker(name, field.field, relations);
      items.push({
        id: 'delete',
        label: blocker
          ? t('settings_collections.delete_field_blocked', {
              blocker: `${blocker.collection}.${blocker.field}`,
            })
          : t('settings_collections.delete_field'),
        icon: 'delete',
        danger: true,
        disabled: blocker !== null,
        onSelect: () => setDeleting(field),
      });
    }
    return items;
  };

  return (
    <section className="cms-collection-fields" aria-labelledby="cms-collection-fields-title">
      <div className="cms-collection-section__head">
        <h2 id="cms-collection-fields-title" className="cms-collection-section__title">
          {t('settings_collections.fields')}
        </h2>
        <Button
          variant="primary"
          aria-haspopup="dialog"
          disabled={fields === null}
          onClick={() => setWizard({ field: null })}
        >
          <Icon name="add" size={18} />
          {t('settings_collections.new_field')}
        </Button>
      </div>
      {loadError && fields === null ? (
        <Notice color="danger" live title={t('settings_collections.fields_load_failed')}>
          <p>{loadError}</p>
          <Button onClick={() => void load()}>{t('settings_collections.retry')}</Button>
        </Notice>
      ) : fields === null ? (
        <Loader label={t('settings_collections.fields_loading')} />
      ) : fields.length === 0 ? (
        <p className="cms-field__hint">{t('settings_collections.no_fields')}</p>
      ) : (
        <SortableList
          className="cms-field-rows"
          items={fields}
          keyOf={(field) => field.field}
          labelOf={(field) => field.field}
          label={t('settings_collections.fields_label', { collection: name })}
          gripLabel={(field) => t('settings_collections.move_field', { field })}
          movedMessage={(field, position, count) =>
            t('settings_collections.field_moved', { field, position, count })
          }
          hint={t('settings_collections.sort_hint')}
          onMove={(from, to) => void move(from, to)}
          renderItem={(field, grip) => (
            <FieldRow
              field={field}
              grip={grip}
              menu={
                <MenuButton
                  className="cms-icon-button"
                  label={t('settings_collections.field_actions', { field: field.field })}
                  items={menuItems(field)}
                >
                  <Icon name="more_vert" size={20} />
                </MenuButton>
              }
              onOpen={field.interface ? () => setWizard({ field }) : null}
            />
          )}
        />
      )}
      <FieldWizard
        project={project}
        collection={collection}
        field={wizard?.field ?? null}
        open={wizard !== null}
        onClose={() => setWizard(null)}
        onSaved={() => {
          // The wizard has reloaded the schema and said "created" or "updated" itself.
          setWizard(null);
          void load();
        }}
      />
      <DuplicateFieldDialog
        project={project}
        collection={collection}
        field={duplicating}
        onClose={() => setDuplicating(null)}
        onDuplicated={(target) => {
          setDuplicating(null);
          if (target === name) void load();
        }}
        onFailure={onFailure}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings_collections.delete_field_title', { field: deleting?.field ?? '' })}
        message={t('settings_collections.delete_field_message', { field: deleting?.field ?? '' })}
        confirmLabel={t('settings_collections.delete_field_confirm')}
        cancelLabel={t('settings_collections.cancel')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}

interface FieldRowProps {
  field: FieldInfo;
  grip: React.ReactNode;
  menu: React.ReactNode;
  onOpen: (() => void) | null;
}

function FieldRow({ field, grip, menu, onOpen }: FieldRowProps) {
  const { t } = useT();
  const ui = field.interface ? getInterface(field.interface) : null;
  const datatype = typeof field.datatype === 'string' ? field.datatype : null;
  const length = field.length != null && field.length !== '' ? `(${String(field.length)})` : '';
  return (
    <div
      className="cms-field-row"
      data-field={field.field}
      data-unmanaged={field.interface ? undefined : true}
      data-hidden={field.hidden_detail === true || undefined}
    >
      {grip}
      <span className="cms-field-row__icon" aria-hidden="true">
        <Icon name={iconFor(ui?.icon, field.interface ? 'short_text' : 'warning')} size={18} />
      </span>
      <span className="cms-field-row__text">
        <span className="cms-field-row__name">
          {onOpen ? (
            <button type="button" className="cms-field-row__open" onClick={onOpen}>
              {field.field}
            </button>
          ) : (
            <span>{field.field}</span>
          )}
          {field.primary_key === true ? (
            <span className="cms-settings-badge cms-settings-badge--accent">
              <Icon name="key" size={12} />
              {t('settings_collections.primary_key')}
            </span>
          ) : null}
          {field.required === true ? (
            <span className="cms-settings-badge">{t('settings_collections.required')}</span>
          ) : null}
          {field.hidden_detail === true ? (
            <span className="cms-settings-badge">
              <Icon name="visibility_off" size={12} />
              {t('settings_collections.field_hidden')}
            </span>
          ) : null}
          {field.interface ? null : (
            <span className="cms-settings-badge cms-settings-badge--warning">
              {t('settings_collections.field_unmanaged')}
            </span>
          )}
        </span>
        <span className="cms-field-row__meta">
          <span>{field.type}</span>
          {datatype ? <span>{`${datatype}${length}`}</span> : null}
          <span>
            {field.interface
              ? (ui?.name ?? field.interface)
              : t('settings_collections.no_interface')}
          </span>
        </span>
      </span>
      {menu}
    </div>
  );
}
