import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { createField } from '../../../api/schema-admin.js';
import type { CollectionInfo, FieldInfo } from '../../../api/types.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { toIdentifier } from '../../../schema/identifiers.js';
import { isSystemCollection } from '../../../schema/system-collection.js';
import { collectionTitle } from '../../../shell/collection-title.js';
import { notify } from '../../../state/notifications.js';
import { $collections, reloadSchema } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Icon } from '../../../ui/Icon.js';
import { Notice } from '../../../ui/Notice.js';
import { SelectField } from '../../../ui/SelectField.js';
import { TextField } from '../../../ui/TextField.js';
import { duplicateFieldDefinition, duplicateProblem } from './duplicate-field.js';

interface DuplicateFieldDialogProps {
  project: string;
  collection: CollectionInfo;
  /** The field to copy; null keeps the dialog closed. */
  field: FieldInfo | null;
  onClose(): void;
  onDuplicated(target: string): void;
  onFailure(error: unknown): void;
}

/**
 * Duplicate a field (spec 3 §4, §5): into this or another managed collection, under a name that is
 * free there. Create stays disabled until both hold; the copy goes last in the target's order.
 */
export function DuplicateFieldDialog({
  project,
  collection,
  field,
  onClose,
  onDuplicated,
  onFailure,
}: DuplicateFieldDialogProps) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const [target, setTarget] = useState(collection.collection);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  // Each opening starts from this collection and "{field}_copy", with the schema as it is now
  // (another tab may have added fields: the name check and the copy's sort need them all).
  useEffect(() => {
    if (!field) return;
    reloadSchema(project).catch(() => undefined);
    setTarget(collection.collection);
    setTyped(`${field.field}_copy`);
    setFailure(null);
  }, [field, collection.collection, project]);

  const targets = useMemo(
    () =>
      Object.values(collections)
        .filter((each) => !isSystemCollection(each.collection) && each.managed !== false)
        .sort((a, b) => a.collection.localeCompare(b.collection))
        .map((each) => ({ value: each.collection, label: collectionTitle(each, locale) })),
    [collections, locale],
  );
  const targetInfo = target ? collections[target] : undefined;
  const name = toIdentifier(typed);
  const problem =
    targetInfo && field
      ? duplicateProblem(field, name, Object.values(targetInfo.fields ?? {}))
      : null;
  const ready = Boolean(field && targetInfo && problem === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!field || !targetInfo || !ready || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const count = Object.keys(targetInfo.fields ?? {}).length;
      await createField(
        project,
        targetInfo.collection,
        duplicateFieldDefinition(
          field,
          name,
          count,
          targetInfo.collection === collection.collection,
        ),
      );
      await reloadSchema(project);
      notify({ color: 'success', title: t('settings_collections.field_created') });
      onDuplicated(targetInfo.collection);
    } catch (error) {
      setFailure(errorMessage(t, toApiErrorShape(error)));
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={field !== null}
      title={t('settings_collections.duplicate_title', { field: field?.field ?? '' })}
      onCancel={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('settings_collections.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} disabled={!ready} busy={busy}>
            {t('settings_collections.duplicate_create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cms-duplicate-field" onSubmit={submit} noValidate>
        <SelectField
          label={t('settings_collections.duplicate_target')}
          placeholder={t('settings_collections.duplicate_target_placeholder')}
          value={target}
          options={targets}
          onChange={(value) => {
            setTarget(value);
            setFailure(null);
          }}
        />
        <TextField
          label={t('settings_collections.duplicate_name')}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          invalid={problem !== null}
          onChange={(event) => {
            setTyped(event.target.value);
            setFailure(null);
          }}
          hint={
            problem === 'exists' ? (
              <span className="cms-duplicate-field__problem">
                <Icon name="close" size={14} />
                {t('settings_collections.duplicate_name_exists', { field: name })}
              </span>
            ) : problem === 'once_per_collection' ? (
              <span className="cms-duplicate-field__problem">
                <Icon name="close" size={14} />
                {t('settings_collections.duplicate_once', {
                  collection: targetInfo?.collection ?? '',
                  type: field?.type ?? '',
                })}
              </span>
            ) : problem === 'empty' ? (
              <span className="cms-duplicate-field__problem">
                {t('settings_collections.duplicate_name_empty')}
              </span>
            ) : targetInfo ? (
              <span className="cms-duplicate-field__ok">
                <Icon name="check" size={14} />
                {t('settings_collections.duplicate_name_free', {
                  name,
                  collection: targetInfo.collection,
                })}
              </span>
            ) : undefined
          }
        />
        {failure ? (
          <Notice color="danger" live title={t('settings_collections.duplicate_failed')}>
            {failure}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}
