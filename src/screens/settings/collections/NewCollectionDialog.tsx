import { useStore } from '@nanostores/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { isApiError, toApiErrorShape } from '../../../api/api-error.js';
import { INVALID_REQUEST } from '../../../api/error-codes.js';
import { createCollection } from '../../../api/schema-admin.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { databaseVendor } from '../../../schema/datatypes.js';
import { $currentProject } from '../../../state/current-project.js';
import { notify } from '../../../state/notifications.js';
import { $collections, reloadSchema } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Notice } from '../../../ui/Notice.js';
import { TextField } from '../../../ui/TextField.js';
import {
  type CollectionNameProblem,
  collectionNameOf,
  collectionNameProblem,
} from './collection-name.js';
import {
  DEFAULT_FIELDS_ON,
  newCollectionFields,
  OPTIONAL_DEFAULT_FIELDS,
  type OptionalDefaultField,
  type PrimaryKeyKind,
} from './default-fields.js';

interface NewCollectionDialogProps {
  open: boolean;
  project: string;
  onClose(): void;
  /** After the collection exists and the schema store has it. */
  onCreated(collection: string): void;
}

/**
 * The create-collection prompt (spec 3 §2, §3, §5): a name (shown as the identifier it becomes),
 * the primary key's kind and the default fields to start with. A name the server would refuse is
 * refused here first; a refusal from the server keeps everything typed.
 */
export function NewCollectionDialog({
  open,
  project,
  onClose,
  onCreated,
}: NewCollectionDialogProps) {
  const { t } = useT();
  const collections = useStore($collections);
  const vendor = databaseVendor(useStore($currentProject)?.data?.database);
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState<PrimaryKeyKind>('auto_increment');
  const [chosen, setChosen] = useState<Record<OptionalDefaultField, boolean>>({
    ...DEFAULT_FIELDS_ON,
  });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  const name = collectionNameOf(typed);
  const problem = collectionNameProblem(name, Object.keys(collections));
  // An empty name is only an error once Create was tried; the others show as soon as they hold.
  const shownProblem = problem && (problem.kind !== 'empty' || tried) ? problem : null;

  const reset = () => {
    setTyped('');
    setKey('auto_increment');
    setChosen({ ...DEFAULT_FIELDS_ON });
    setTried(false);
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      await createCollection(project, {
        collection: name,
        hidden: false,
        fields: newCollectionFields(key, chosen, vendor),
      });
      await reloadSchema(project);
      notify({ color: 'success', title: t('settings_collections.created', { collection: name }) });
      reset();
      onCreated(name);
    } catch (error) {
      setFailure(
        isApiError(error) && error.code === INVALID_REQUEST
          ? t('settings_collections.create_invalid_name')
          : errorMessage(t, toApiErrorShape(error)),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('settings_collections.create_title')}
      onCancel={close}
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            {t('settings_collections.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={busy}>
            {t('settings_collections.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cms-new-collection" onSubmit={submit} noValidate>
        <TextField
          label={t('settings_collections.create_name')}
          value={typed}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder={t('settings_collections.create_name_placeholder')}
          invalid={shownProblem !== null}
          onChange={(event) => {
            setTyped(event.target.value);
            setFailure(null);
          }}
          hint={
            shownProblem ? (
              <span className="cms-new-collection__problem">
                {nameProblemText(t, shownProblem, name)}
              </span>
            ) : name ? (
              <>
                {t('settings_collections.create_name_hint')}
                <code className="cms-new-collection__slug">{name}</code>
              </>
            ) : undefined
          }
        />
        <fieldset className="cms-new-collection__group">
          <legend>{t('settings_collections.create_key')}</legend>
          {(['auto_increment', 'string'] as const).map((kind) => (
            <Choice
              key={kind}
              type="radio"
              name={`${formId}-key`}
              value={kind}
              checked={key === kind}
              onChange={() => setKey(kind)}
              label={t(
                kind === 'string'
                  ? 'settings_collections.create_key_string'
                  : 'settings_collections.create_key_auto',
              )}
              hint={t(
                kind === 'string'
                  ? 'settings_collections.create_key_string_hint'
                  : 'settings_collections.create_key_auto_hint',
              )}
            />
          ))}
        </fieldset>
        <fieldset className="cms-new-collection__group">
          <legend>{t('settings_collections.create_fields')}</legend>
          <Choice
            type="checkbox"
            checked
            disabled
            label={
              <>
                {t('settings_collections.field_id')} <code>id</code>
              </>
            }
            hint={t('settings_collections.field_id_hint')}
          />
          {OPTIONAL_DEFAULT_FIELDS.map((field) => (
            <Choice
              key={field}
              field={field}
              type="checkbox"
              checked={chosen[field]}
              onChange={(checked) => setChosen({ ...chosen, [field]: checked })}
              label={
                <>
                  {t(`settings_collections.field_${field}`)} <code>{field}</code>
                </>
              }
              hint={t(`settings_collections.field_${field}_hint`)}
            />
          ))}
          <p className="cms-field__hint">{t('settings_collections.create_fields_hint')}</p>
        </fieldset>
        {failure ? (
          <Notice color="danger" live title={t('settings_collections.create_failed')}>
            {failure}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  name?: string;
  value?: string;
  /** The default field it stands for (tests and styles find it by this). */
  field?: string;
  onChange?(checked: boolean): void;
}

/** A radio or a switch with its name (the label) and its explanation (described by). */
function Choice({
  type,
  label,
  hint,
  checked,
  disabled,
  name,
  value,
  field,
  onChange,
}: ChoiceProps) {
  const id = useId();
  return (
    <div className="cms-new-collection__choice" data-default-field={field}>
      <input
        id={id}
        type={type}
        role={type === 'checkbox' ? 'switch' : undefined}
        aria-describedby={`${id}-hint`}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span>
        <label htmlFor={id} className="cms-new-collection__choice-label">
          {label}
        </label>
        <span id={`${id}-hint`} className="cms-new-collection__choice-hint">
          {hint}
        </span>
      </span>
    </div>
  );
}

function nameProblemText(
  t: ReturnType<typeof useT>['t'],
  problem: CollectionNameProblem,
  name: string,
): string {
  switch (problem.kind) {
    case 'empty':
      return t('settings_collections.create_name_empty');
    case 'reserved':
      return t('settings_collections.create_name_reserved', { prefix: problem.prefix });
    case 'too_long':
      return t('settings_collections.create_name_too_long', { max: problem.max });
    case 'invalid':
      return t('settings_collections.create_name_invalid');
    case 'exists':
      return t('settings_collections.create_name_exists', { name });
  }
}
