import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../../api/api-error.js';
import { createField, updateField } from '../../../api/schema-admin.js';
import type { CollectionInfo, FieldInfo } from '../../../api/types.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { i18n, NAMESPACE } from '../../../i18n/instance.js';
import { useT } from '../../../i18n/use-t.js';
import { interfaceName } from '../../../interfaces/interface-texts.js';
import { useInstalledDefinitions } from '../../../interfaces/interfaces/installed-definitions.js';
import '../../../interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../../interfaces/registry.js';
import { notify } from '../../../state/notifications.js';
import { $relations, reloadSchema } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { type Tab, Tabs } from '../../../ui/Tabs.js';
import {
  changedAttributes,
  type DraftContext,
  existingFieldDraft,
  type FieldDraft,
  fieldDefinition,
  newFieldDraft,
  nextTab,
  pickInterface,
  primaryAction,
  reachableTabs,
  relationKindOf,
  setRelation,
  tabProblem,
  type WizardTab,
  wizardTabs,
} from './field-draft.js';
import { InterfaceTab } from './InterfaceTab.js';
import { OptionsTab } from './OptionsTab.js';
import { RelationTab } from './RelationTab.js';
import { relationProblem } from './relation-draft.js';
import { SchemaTab } from './SchemaTab.js';
import { saveRelationalField } from './save-relational-field.js';
import { useDatabaseVendor } from './use-database-vendor.js';
import './register-field-wizard-styles.js';

export interface FieldWizardProps {
  project: string;
  /** The collection being edited (from the schema store). */
  collection: CollectionInfo;
  /** The field to edit, or null to add one. */
  field: FieldInfo | null;
  open: boolean;
  onClose(): void;
  /** After a successful save (the schema store is already reloaded). */
  onSaved(field: string): void;
}

/**
 * Adds a field to a collection or edits one (spec 3 §4 "Field-setup wizard"): the interface, the
 * schema, the relation (relational interfaces) and the options, as tabs of one large dialog.
 * The rules live in field-draft.ts; this component renders a draft and saves it.
 */
export function FieldWizard({
  project,
  collection,
  field,
  open,
  onClose,
  onSaved,
}: FieldWizardProps) {
  const { t } = useT();
  const relations = useStore($relations);
  const knownVendor = useDatabaseVendor(project, open);
  const vendor = knownVendor ?? 'mysql';
  const context: DraftContext = useMemo(
    () => ({
      vendor,
      collection: collection.collection,
      fields: Object.values(collection.fields),
      relations,
    }),
    [vendor, collection, relations],
  );
  // Bundled and server-hosted: a field can use any interface the admin can run.
  const interfaces = useInstalledDefinitions();

  const start = () =>
    field ? existingFieldDraft(field, getInterface(field.interface), context) : newFieldDraft();
  const [draft, setDraft] = useState<FieldDraft>(start);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorShape | null>(null);
  const initial = useRef<FieldDraft>(draft);

  // Each opening starts from the field as stored (or blank); a failed save keeps what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening restarts the draft
  useEffect(() => {
    if (!open) return;
    const fresh = start();
    initial.current = fresh;
    setDraft(fresh);
    setFailure(null);
    setBusy(false);
  }, [open, field?.field, collection.collection]);

  const definition = getInterface(draft.interfaceId);
  const tabs = wizardTabs(definition);
  const isComplete = (tab: WizardTab) => tabProblem(draft, tab, context, relationProblem) === null;
  const reachable = reachableTabs(draft, tabs, isComplete);
  const ready = knownVendor !== null;
  const action = ready ? primaryAction(draft, tabs, isComplete) : { kind: 'next', disabled: true };

  const close = () => {
    if (!busy) onClose();
  };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const sort = draft.isNew ? Object.keys(collection.fields).length + 1 : undefined;
      const values = fieldDefinition(draft, vendor, sort);
      if (relationKindOf(definition) && draft.relation) {
        await saveRelationalField({
          project,
          collection: collection.collection,
          field: values,
          draft: draft.relation,
          vendor,
          isNew: draft.isNew,
        });
      } else if (draft.isNew) {
        await createField(project, collection.collection, values);
      } else {
        const changes = changedAttributes(fieldDefinition(initial.current, vendor), values);
        if (Object.keys(changes).length > 0) {
          await updateField(project, collection.collection, draft.field, changes);
        }
      }
      await reloadSchema(project);
      notify({
        color: 'success',
        title: t(draft.isNew ? 'settings_wizard.created' : 'settings_wizard.updated'),
      });
      setBusy(false);
      onSaved(draft.field);
    } catch (thrown) {
      setFailure(toApiErrorShape(thrown));
      setBusy(false);
    }
  };

  const onPrimary = () => {
    if (action.disabled) return;
    if (action.kind === 'next') setDraft({ ...draft, tab: nextTab(draft, tabs) });
    else void save();
  };

  const pick = (chosen: InterfaceDefinition) => setDraft(pickInterface(draft, chosen, context));

  const panel = (tab: WizardTab) => {
    switch (tab) {
      case 'interface':
        return <InterfaceTab interfaces={interfaces} chosen={draft.interfaceId} onPick={pick} />;
      case 'schema':
        return (
          <SchemaTab draft={draft} context={context} definition={definition} onChange={setDraft} />
        );
      case 'relation':
        return draft.relation ? (
          <>
            <RelationTab
              project={project}
              collection={collection.collection}
              fieldName={draft.field}
              draft={draft.relation}
              onChange={(relation) => setDraft((current) => setRelation(current, relation))}
              vendor={vendor}
              existingField={!draft.isNew}
            />
            <RelationHint problem={relationProblem(draft.relation, draft.field || undefined)} />
          </>
        ) : null;
      case 'options':
        return definition ? (
          <OptionsTab
            collection={collection.collection}
            definition={definition}
            options={draft.options}
            onChange={(options) => setDraft((current) => ({ ...current, options }))}
          />
        ) : null;
    }
  };

  const tabItems: Tab[] = tabs.map((tab) => ({
    id: tab,
    label: t(`settings_wizard.tab_${tab}`),
    disabled: !reachable.has(tab),
    panel: <div className="cms-field-wizard__panel">{panel(tab)}</div>,
  }));

  return (
    <Dialog
      open={open}
      title={
        draft.isNew
          ? t('settings_wizard.title_new', { collection: collection.collection })
          : t('settings_wizard.title_edit', { field: draft.field })
      }
      onCancel={close}
      actions={
        <>
          {definition ? (
            <span className="cms-field-wizard__chosen">
              {t('settings_wizard.chosen_interface', { name: interfaceName(t, definition) })}
            </span>
          ) : null}
          <Button onClick={close} disabled={busy}>
            {t('settings_wizard.cancel')}
          </Button>
          <Button
            variant="primary"
            busy={busy}
            disabled={action.disabled}
            data-action={action.kind}
            onClick={onPrimary}
          >
            {t(action.kind === 'next' ? 'settings_wizard.next' : 'settings_wizard.save')}
          </Button>
        </>
      }
    >
      <div className="cms-field-wizard">
        {failure ? (
          <Notice color="danger" live title={t('settings_wizard.save_failed')}>
            {errorMessage(t, failure)}
          </Notice>
        ) : null}
        {ready ? (
          <Tabs
            label={t('settings_wizard.tabs_label')}
            tabs={tabItems}
            value={draft.tab}
            onChange={(tab) => {
              const next = tabs.find((entry) => entry === tab);
              if (next && reachable.has(next)) setDraft((current) => ({ ...current, tab: next }));
            }}
            className="cms-field-wizard__tabs"
          />
        ) : (
          <Loader label={t('settings_wizard.loading')} />
        )}
      </div>
    </Dialog>
  );
}

/** What the relation tab still lacks, in the relation helper's words when it has them. */
function RelationHint({ problem }: { problem: string | null }) {
  const { t } = useT();
  if (problem === null) return null;
  const key = `settings_relations.${problem}`;
  const text = i18n.exists(key, { ns: NAMESPACE })
    ? t(key as 'settings_wizard.relation_problem')
    : t('settings_wizard.relation_problem');
  return <p className="cms-field__hint cms-field-wizard__relation-hint">{text}</p>;
}
