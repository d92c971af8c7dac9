import { type Dispatch, type SetStateAction, useId } from 'react';
import type { CollectionInfo } from '../../../api/types.js';
import { useT } from '../../../i18n/use-t.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import {
  type DatabaseVendor,
  datatypeInfo,
  datatypeLabel,
  takesLength,
} from '../../../schema/datatypes.js';
import { Notice } from '../../../ui/Notice.js';
import { SelectField } from '../../../ui/SelectField.js';
import { TextField } from '../../../ui/TextField.js';
import { type DebuggerState, effectiveLength, typeColumn, withType } from './debugger-state.js';
import { type PreviewRelation, previewRelationKey } from './preview-relation.js';

interface DebuggerSettingsProps {
  definition: InterfaceDefinition;
  state: DebuggerState;
  /** Null while the project's database is not known yet. */
  vendor: DatabaseVendor | null;
  collections: Readonly<Record<string, CollectionInfo>>;
  /** The relations the interface can be previewed through (relational interfaces). */
  candidates: readonly PreviewRelation[];
  relation: PreviewRelation | null;
  onChange: Dispatch<SetStateAction<DebuggerState>>;
}

/** The settings the preview field is made from (spec 3 §2): type, length, collection, flags, relation. */
export function DebuggerSettings({
  definition,
  state,
  vendor,
  collections,
  candidates,
  relation,
  onChange,
}: DebuggerSettingsProps) {
  const { t } = useT();
  const set = (changes: Partial<DebuggerState>) =>
    onChange((current) => ({ ...current, ...changes }));
  const types = definition.types.includes(state.type)
    ? definition.types
    : [state.type, ...definition.types];
  const collectionNames = Object.keys(collections).sort();

  return (
    <div className="cms-interface-debugger__settings">
      <SelectField
        label={t('settings_interfaces.type')}
        value={state.type}
        options={types.map((type) => ({ value: type, label: type }))}
        onChange={(type) => onChange((current) => withType(current, type))}
      />
      <LengthSetting definition={definition} state={state} vendor={vendor} onChange={set} />
      <SelectField
        label={t('settings_interfaces.collection')}
        value={relation ? relation.collection : state.collection}
        options={collectionNames.map((name) => ({ value: name, label: name }))}
        disabled={relation !== null}
        hint={
          relation
            ? t('settings_interfaces.collection_follows_relation', {
                collection: relation.collection,
              })
            : undefined
        }
        onChange={(collection) => set({ collection })}
      />
      <div className="cms-interface-debugger__switches">
        <SettingSwitch
          label={t('settings_interfaces.readonly')}
          checked={state.readonly}
          onChange={(readonly) => set({ readonly })}
        />
        <SettingSwitch
          label={t('settings_interfaces.required')}
          checked={state.required}
          onChange={(required) => set({ required })}
        />
        <SettingSwitch
          label={t('settings_interfaces.loading_setting')}
          hint={t('settings_interfaces.loading_setting_hint')}
          checked={state.loading}
          onChange={(loading) => set({ loading })}
        />
        <SettingSwitch
          label={t('settings_interfaces.new_item')}
          hint={t('settings_interfaces.new_item_hint')}
          checked={state.newItem}
          onChange={(newItem) => set({ newItem })}
        />
      </div>
      {definition.relation ? (
        <RelationSetting
          kind={definition.relation}
          candidates={candidates}
          relation={relation}
          onChoose={(relationKey) => set({ relationKey })}
        />
      ) : null}
    </div>
  );
}

interface LengthSettingProps {
  definition: InterfaceDefinition;
  state: DebuggerState;
  vendor: DatabaseVendor | null;
  onChange(changes: Partial<DebuggerState>): void;
}

/** The length, starting at the type's default on the project's database (as the wizard does). */
function LengthSetting({ definition, state, vendor, onChange }: LengthSettingProps) {
  const { t } = useT();
  if (!vendor) {
    return (
      <TextField
        label={t('settings_interfaces.length')}
        value=""
        disabled
        hint={t('settings_interfaces.length_vendor_unknown')}
      />
    );
  }
  const { datatype, length } = typeColumn(state.type, vendor);
  const info = datatype ? datatypeInfo(datatype) : undefined;
  const editable = !!info && takesLength(info, vendor);
  const vendorName = t(`settings_interfaces.vendor_${vendor}`);
  const recommended = definition.recommended?.length;
  const hint = !datatype
    ? t('settings_interfaces.length_columnless', { type: state.type })
    : editable
      ? t('settings_interfaces.length_hint', {
          datatype: datatypeLabel(datatype, vendor),
          vendor: vendorName,
          length,
        })
      : t('settings_interfaces.length_hint_none', {
          datatype: datatypeLabel(datatype, vendor),
          vendor: vendorName,
        });
  return (
    <TextField
      label={t('settings_interfaces.length')}
      value={editable ? effectiveLength(state, vendor) : ''}
      disabled={!editable}
      inputMode={info?.lengthKind === 'precision' ? 'text' : 'numeric'}
      data-setting="length"
      hint={
        recommended !== undefined && editable
          ? `${hint} ${t('settings_interfaces.length_recommended', { length: recommended })}`
          : hint
      }
      onChange={(event) => onChange({ length: event.target.value.replace(/\s+/g, '') })}
    />
  );
}

interface RelationSettingProps {
  kind: NonNullable<InterfaceDefinition['relation']>;
  candidates: readonly PreviewRelation[];
  relation: PreviewRelation | null;
  onChoose(key: string): void;
}

/** The preview relation: chosen among the project's relations that fit, shown field by field. */
function RelationSetting({ kind, candidates, relation, onChoose }: RelationSettingProps) {
  const { t } = useT();
  const headingId = useId();
  const unset = t('settings_interfaces.relation_unset');
  const rows = [
    ['collection_many', relation?.relation.collection_many],
    ['field_many', relation?.relation.field_many],
    ['collection_one', relation?.relation.collection_one],
    ['field_one', relation?.relation.field_one],
    ['junction_field', relation?.relation.junction_field],
  ] as const;
  return (
    <fieldset className="cms-interface-debugger__relation" aria-labelledby={headingId}>
      <legend id={headingId}>{t('settings_interfaces.relation')}</legend>
      {relation === null ? (
        <Notice color="warning" title={t('settings_interfaces.relation_none_title')}>
          {t(`settings_interfaces.relation_none_${kind}`)}
        </Notice>
      ) : (
        <>
          <SelectField
            label={t('settings_interfaces.relation_choice')}
            value={previewRelationKey(relation)}
            options={candidates.map((entry) => ({
              value: previewRelationKey(entry),
              label: t('settings_interfaces.relation_option', {
                collection: entry.collection,
                field: entry.field,
                related: entry.related,
              }),
            }))}
            onChange={onChoose}
          />
          <dl className="cms-interface-debugger__relation-fields">
            {rows.map(([key, value]) => (
              <div key={key} data-relation-field={key}>
                <dt>{t(`settings_interfaces.${key}`)}</dt>
                <dd>{value ? <code>{value}</code> : unset}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </fieldset>
  );
}

interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

function SettingSwitch({ label, hint, checked, onChange }: SettingSwitchProps) {
  const hintId = useId();
  return (
    <label className="cms-interface-debugger__switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="cms-interface-debugger__switch-label">{label}</span>
        {hint ? (
          <span className="cms-field__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
