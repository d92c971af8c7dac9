import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import type { CollectionInfo } from '../../../api/types.js';
import { useT } from '../../../i18n/use-t.js';
import type { DatabaseVendor } from '../../../schema/datatypes.js';
import { datatypeLabel } from '../../../schema/datatypes.js';
import { toIdentifier } from '../../../schema/identifiers.js';
import { $collections, $relations } from '../../../state/schema.js';
import { Notice } from '../../../ui/Notice.js';
import { SelectField, type SelectOption } from '../../../ui/SelectField.js';
import { TextField } from '../../../ui/TextField.js';
import {
  backFieldCandidates,
  backFieldNameProblem,
  isLocked,
  junctionNameProblem,
  type KeyColumn,
  proposedBackField,
  type RelationDraft,
  relatableCollections,
  relationProblem,
  reverseNameProblem,
  withRelated,
  withSchema,
} from './relation-draft.js';
import { acceptsNewFields } from './relation-plan.js';
import './relation-tab-styles.js';

export interface RelationTabProps {
  project: string;
  /** The collection the field is added to. */
  collection: string;
  /** The field's name as typed on the schema tab (may be empty). */
  fieldName: string;
  draft: RelationDraft;
  onChange(draft: RelationDraft): void;
  vendor: DatabaseVendor;
  /** Editing an existing field: the relation is shown, its collections cannot change. */
  existingField: boolean;
}

type Translate = ReturnType<typeof useT>['t'];

function collectionOption(info: CollectionInfo): SelectOption {
  return { value: info.collection, label: info.collection, hint: info.note ?? undefined };
}

function columnLabel(key: KeyColumn, vendor: DatabaseVendor): string {
  const name = datatypeLabel(key.datatype, vendor);
  return key.length !== null && (key.type === 'string' || vendor === 'mysql')
    ? `${name}(${key.length})`
    : name;
}

/** A name's problem as the message under its input (a missing name is said by the wizard). */
function nameMessage(t: Translate, problem: string | null): string | undefined {
  if (problem !== 'name_taken' && problem !== 'name_invalid') return undefined;
  return t(`settings_relations.${problem}`);
}

/** The relation tab of the field wizard (spec 3 §4): which collection, and how it is linked. */
export function RelationTab({
  collection,
  fieldName,
  draft,
  onChange,
  vendor,
  existingField,
}: RelationTabProps) {
  const { t } = useT();
  const collections = useStore($collections);
  const relations = useStore($relations);
  const locked = existingField && isLocked(draft);

  // A draft made without the schema (the wizard's initialRelationDraft call) learns it here once.
  const needsSchema =
    draft.related !== '' &&
    draft.taken.collections.length === 0 &&
    Object.keys(collections).length > 0;
  useEffect(() => {
    if (!needsSchema) return;
    onChange(
      draft.relatedFixed && !isLocked(draft)
        ? withRelated(draft, draft.related, collections)
        : withSchema(draft, collections),
    );
  }, [needsSchema, draft, collections, onChange]);

  const options = useMemo(
    () => relatableCollections(collections).map(collectionOption),
    [collections],
  );
  const problem = relationProblem(draft, fieldName || undefined);
  const related = draft.related;
  const relatedInfo = related ? collections[related] : undefined;
  const canAddThere = related !== '' && acceptsNewFields(related);
  const update = (changes: Partial<RelationDraft>) => onChange({ ...draft, ...changes });

  return (
    <div className="cms-relation-tab">
      <p className="cms-relation-tab__intro">
        {t(`settings_relations.intro_${draft.kind}`, { collection })}
      </p>
      {locked ? (
        <ExistingRelation draft={draft} collection={collection} fieldName={fieldName} />
      ) : (
        <SelectField
          label={t('settings_relations.related_label')}
          value={related}
          options={options}
          placeholder={t('settings_relations.related_placeholder')}
          disabled={draft.relatedFixed}
          searchable
          searchLabel={t('settings_relations.related_search')}
          onChange={(value) => onChange(withRelated(draft, value, collections))}
          hint={
            draft.relatedFixed
              ? t('settings_relations.related_fixed', { collection: related })
              : undefined
          }
        />
      )}

      {related && !locked && draft.kind === 'm2o' ? (
        draft.keyColumn ? (
          <p className="cms-relation-tab__key">
            {t('settings_relations.key_column', {
              column: columnLabel(draft.keyColumn, vendor),
              related,
            })}
          </p>
        ) : (
          <Notice color="warning">{t('settings_relations.related_without_key')}</Notice>
        )
      ) : null}

      {related && !locked && draft.kind === 'o2m' ? (
        <BackFieldChoice
          draft={draft}
          fieldName={fieldName}
          collection={collection}
          candidates={backFieldCandidates(collection, related, collections, relations).map(
            (field) => ({ value: field.field, label: field.field, hint: String(field.type) }),
          )}
          canCreate={canAddThere}
          problem={problem}
          update={update}
        />
      ) : null}

      {related && !locked && draft.kind === 'm2m' ? (
        <JunctionChoice
          draft={draft}
          collection={collection}
          options={options.filter(
            (option) => option.value !== collection && option.value !== related,
          )}
          collections={collections}
          problem={problem}
          update={update}
        />
      ) : null}

      {related && draft.kind !== 'o2m' ? (
        <ReverseField
          draft={draft}
          fieldName={fieldName}
          canAdd={canAddThere}
          relatedInfo={relatedInfo}
          problem={problem}
          update={update}
        />
      ) : null}
    </div>
  );
}

/** An existing relation that has no alias on the other side yet, where one may be added. */
function addsAliasLater(draft: RelationDraft): boolean {
  if (draft.kind === 'o2m' || !acceptsNewFields(draft.related)) return false;
  const row = draft.kind === 'm2o' ? draft.existing[0] : draft.existing[1];
  return Boolean(row && !row.field_one);
}

function ExistingRelation({
  draft,
  collection,
  fieldName,
}: {
  draft: RelationDraft;
  collection: string;
  fieldName: string;
}) {
  const { t } = useT();
  const values = {
    collection,
    field: fieldName,
    related: draft.related,
    back: draft.backField,
    junction: draft.junction,
    thisKey: draft.junctionThisField,
    relatedKey: draft.junctionRelatedField,
  };
  return (
    <section className="cms-relation-tab__existing" aria-labelledby="cms-relation-existing">
      <h3 id="cms-relation-existing" className="cms-relation-tab__heading">
        {t('settings_relations.existing_title')}
      </h3>
      <p>{t(`settings_relations.summary_${draft.kind}`, values)}</p>
      <p className="cms-relation-tab__muted">
        {t(
          addsAliasLater(draft)
            ? 'settings_relations.existing_note_alias'
            : 'settings_relations.existing_note',
        )}
      </p>
    </section>
  );
}

function Choice({
  name,
  checked,
  onSelect,
  label,
  disabled = false,
}: {
  name: string;
  checked: boolean;
  onSelect(): void;
  label: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className="cms-relation-tab__choice">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span>{label}</span>
    </label>
  );
}

interface PartProps {
  draft: RelationDraft;
  problem: string | null;
  update(changes: Partial<RelationDraft>): void;
}

function BackFieldChoice({
  draft,
  collection,
  candidates,
  canCreate,
  fieldName,
  update,
}: PartProps & {
  collection: string;
  candidates: SelectOption[];
  canCreate: boolean;
  fieldName: string;
}) {
  const { t } = useT();
  const name = useId();
  const related = draft.related;
  const create = draft.createBackField || (candidates.length === 0 && canCreate);
  const backMessage = nameMessage(t, backFieldNameProblem(draft, fieldName || undefined));
  // Nothing to pick: creating is the only way, so the draft says so.
  useEffect(() => {
    if (candidates.length === 0 && canCreate && !draft.createBackField) {
      update({ createBackField: true, backField: draft.backField || proposedBackField(draft) });
    }
  }, [candidates.length, canCreate, draft, update]);

  return (
    <fieldset className="cms-relation-tab__group">
      <legend className="cms-relation-tab__heading">
        {t('settings_relations.back_legend', { related, collection })}
      </legend>
      {candidates.length === 0 && !canCreate ? (
        <Notice color="warning">
          {t('settings_relations.back_none', { related, collection })}
        </Notice>
      ) : null}
      {candidates.length === 0 && canCreate ? (
        <p className="cms-relation-tab__muted">
          {t('settings_relations.back_none_create', { related, collection })}
        </p>
      ) : null}
      {candidates.length > 0 ? (
        <Choice
          name={name}
          checked={!create}
          onSelect={() => update({ createBackField: false, backField: '' })}
          label={t('settings_relations.back_existing', { related })}
        />
      ) : null}
      {!create && candidates.length > 0 ? (
        <div className="cms-relation-tab__nested">
          <SelectField
            label={t('settings_relations.back_field_label', { collection })}
            value={draft.backField}
            options={candidates}
            placeholder={t('settings_relations.field_placeholder')}
            onChange={(value) => update({ backField: value })}
          />
        </div>
      ) : null}
      {canCreate ? (
        <Choice
          name={name}
          checked={create}
          onSelect={() => update({ createBackField: true, backField: proposedBackField(draft) })}
          label={t('settings_relations.back_create', { related })}
        />
      ) : null}
      {create ? (
        <div className="cms-relation-tab__nested">
          <TextField
            label={t('settings_relations.back_name', { related })}
            value={draft.backField}
            onChange={(event) => update({ backField: toIdentifier(event.currentTarget.value) })}
            invalid={backMessage !== undefined}
            hint={backMessage ?? t('settings_relations.back_name_hint', { collection })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

function JunctionChoice({
  draft,
  collection,
  options,
  collections,
  problem,
  update,
}: PartProps & {
  collection: string;
  options: SelectOption[];
  collections: Readonly<Record<string, CollectionInfo>>;
  problem: string | null;
}) {
  const { t } = useT();
  const name = useId();
  const related = draft.related;
  const auto = draft.junctionSource === 'auto';
  const junctionMessage = nameMessage(t, junctionNameProblem(draft));
  const junctionFields = draft.junction
    ? Object.values(collections[draft.junction]?.fields ?? {})
        .filter((field) => field.datatype && field.primary_key !== true)
        .map((field) => ({ value: field.field, label: field.field, hint: String(field.datatype) }))
    : [];
  const startAuto = () => {
    const fresh = withRelated(draft, related, collections);
    update({
      junctionSource: 'auto',
      junction: fresh.junction,
      junctionThisField: fresh.junctionThisField,
      junctionRelatedField: fresh.junctionRelatedField,
    });
  };
  return (
    <fieldset className="cms-relation-tab__group">
      <legend className="cms-relation-tab__heading">
        {t('settings_relations.junction_legend')}
      </legend>
      <Choice
        name={name}
        checked={auto}
        onSelect={startAuto}
        label={t('settings_relations.junction_auto')}
      />
      {auto ? (
        <div className="cms-relation-tab__nested">
          <TextField
            label={t('settings_relations.junction_name')}
            value={draft.junction}
            onChange={(event) => update({ junction: toIdentifier(event.currentTarget.value) })}
            invalid={junctionMessage !== undefined}
            hint={
              junctionMessage ??
              t('settings_relations.junction_hint', {
                thisKey: draft.junctionThisField,
                relatedKey: draft.junctionRelatedField,
              })
            }
          />
        </div>
      ) : null}
      <Choice
        name={name}
        checked={!auto}
        onSelect={() =>
          update({
            junctionSource: 'existing',
            junction: '',
            junctionThisField: '',
            junctionRelatedField: '',
          })
        }
        disabled={options.length === 0}
        label={t('settings_relations.junction_existing')}
      />
      {!auto ? (
        <div className="cms-relation-tab__nested">
          <SelectField
            label={t('settings_relations.junction_collection')}
            value={draft.junction}
            options={options}
            placeholder={t('settings_relations.related_placeholder')}
            searchable
            searchLabel={t('settings_relations.related_search')}
            onChange={(value) =>
              update({ junction: value, junctionThisField: '', junctionRelatedField: '' })
            }
          />
          {draft.junction ? (
            <>
              <SelectField
                label={t('settings_relations.junction_this_field', { collection })}
                value={draft.junctionThisField}
                options={junctionFields}
                placeholder={t('settings_relations.field_placeholder')}
                onChange={(value) => update({ junctionThisField: value })}
              />
              <SelectField
                label={t('settings_relations.junction_related_field', { related })}
                value={draft.junctionRelatedField}
                options={junctionFields}
                placeholder={t('settings_relations.field_placeholder')}
                onChange={(value) => update({ junctionRelatedField: value })}
                invalid={problem === 'junction_fields_same'}
                hint={
                  problem === 'junction_fields_same'
                    ? t('settings_relations.junction_fields_same')
                    : undefined
                }
              />
            </>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function ReverseField({
  draft,
  canAdd,
  relatedInfo,
  fieldName,
  update,
}: PartProps & { canAdd: boolean; relatedInfo: CollectionInfo | undefined; fieldName: string }) {
  const { t } = useT();
  const related = draft.related;
  const existingAlias = isLocked(draft) && draft.reverseField !== '' && !draft.createReverse;
  if (existingAlias) {
    return (
      <p className="cms-relation-tab__muted">
        {t('settings_relations.reverse_exists', { related, field: draft.reverseField })}
      </p>
    );
  }
  if (!canAdd || !relatedInfo) {
    return (
      <p className="cms-relation-tab__muted">
        {t('settings_relations.reverse_system', { related })}
      </p>
    );
  }
  const reverseProblem = reverseNameProblem(draft, fieldName || undefined);
  const message = nameMessage(t, reverseProblem);
  return (
    <div className="cms-relation-tab__group">
      <label className="cms-relation-tab__choice">
        <input
          type="checkbox"
          checked={draft.createReverse}
          onChange={(event) =>
            update({
              createReverse: event.currentTarget.checked,
              reverseField: draft.reverseField || toIdentifier(draft.collection),
            })
          }
        />
        <span>
          {t(`settings_relations.reverse_${draft.kind === 'm2o' ? 'm2o' : 'm2m'}`, { related })}
        </span>
      </label>
      {draft.createReverse ? (
        <div className="cms-relation-tab__nested">
          <TextField
            label={t('settings_relations.reverse_name', { related })}
            value={draft.reverseField}
            onChange={(event) => update({ reverseField: toIdentifier(event.currentTarget.value) })}
            invalid={message !== undefined}
            hint={
              message ??
              (reverseProblem === 'reverse_missing'
                ? t('settings_relations.reverse_missing')
                : undefined)
            }
          />
        </div>
      ) : null}
    </div>
  );
}
