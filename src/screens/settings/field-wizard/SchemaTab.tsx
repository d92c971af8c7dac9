import { type ReactNode, useId } from 'react';
import { useT } from '../../../i18n/use-t.js';
import {
  type DatabaseVendor,
  datatypeInfo,
  datatypeLabel,
  datatypesForType,
  MAX_VARCHAR_BEFORE_TEXT,
} from '../../../schema/datatypes.js';
import { MAX_IDENTIFIER_LENGTH } from '../../../schema/identifiers.js';
import { Icon } from '../../../ui/Icon.js';
import { SelectField } from '../../../ui/SelectField.js';
import { Tooltip } from '../../../ui/Tooltip.js';
import { datatypeRange } from './datatype-range.js';
import {
  columnFollowsRelation,
  type DraftContext,
  defaultValueEditable,
  defaultValueProblem,
  type FieldDraft,
  indexAllowed,
  isColumnless,
  lengthEditable,
  lengthProblem,
  nameProblem,
  primaryKeyLock,
  requiredAllowed,
  setDatatype,
  setLength,
  setName,
  setPrimaryKey,
  setType,
  signedAllowed,
  validationProblem,
  valueKind,
  WIDTHS,
  type WizardInterface,
} from './field-draft.js';
import { TranslationRows } from './TranslationRows.js';

interface SchemaTabProps {
  draft: FieldDraft;
  context: DraftContext;
  definition: WizardInterface | null;
  onChange(draft: FieldDraft): void;
}

/** The second step: the field's name, its column and how the form treats it. */
export function SchemaTab({ draft, context, definition, onChange }: SchemaTabProps) {
  const { t, locale } = useT();
  const vendor: DatabaseVendor = context.vendor;
  const ids = {
    name: useId(),
    nameStatus: useId(),
    length: useId(),
    lengthHint: useId(),
    defaultValue: useId(),
    defaultHint: useId(),
    validation: useId(),
    validationHint: useId(),
    note: useId(),
  };
  const set = (changes: Partial<FieldDraft>) => onChange({ ...draft, ...changes });

  const name = nameProblem(draft, context);
  const nameMessage =
    draft.field === '' || !draft.isNew
      ? null
      : name === 'exists'
        ? t('settings_wizard.name_exists', { name: draft.field })
        : name === 'too_long'
          ? t('settings_wizard.name_too_long', { max: MAX_IDENTIFIER_LENGTH })
          : name === 'invalid'
            ? t('settings_wizard.name_invalid')
            : null;

  const types = [...new Set([...(definition?.types ?? []), draft.type])].filter(Boolean);
  const columnless = isColumnless(draft.type);
  const offer = datatypesForType(draft.type, vendor).offer;
  const datatypes = [...new Set([...offer, draft.datatype])].filter(Boolean);
  const range = draft.datatype ? datatypeRange(draft.datatype, vendor, locale) : null;
  const rangeText = range
    ? `${datatypeLabel(draft.datatype, vendor)}: ${t(`settings_wizard.${range.key}`, { ...range.values, interpolation: { escapeValue: false } })}`
    : null;

  const info = datatypeInfo(draft.datatype);
  // A new many-to-one's column is the related key's: shown, not offered for change.
  const followsKey = columnFollowsRelation(draft);
  const lengthOn = lengthEditable(draft, vendor) && !followsKey;
  const length = lengthProblem(draft, vendor);
  const lengthMessage = !length
    ? null
    : length.problem === 'too_long'
      ? t('settings_wizard.length_too_long', {
          max: length.max.toLocaleString(locale ?? undefined),
        })
      : length.problem === 'precision_too_big'
        ? t('settings_wizard.length_precision_too_big', {
            digits: length.maxDigits,
            decimals: length.maxDecimals,
          })
        : t(`settings_wizard.length_${length.problem}`);
  const switchedToText =
    (draft.type === 'string' || draft.type === 'slug') &&
    info?.family === 'text' &&
    Number(draft.length) > MAX_VARCHAR_BEFORE_TEXT;

  const valueOn = defaultValueEditable(draft);
  const value = defaultValueProblem(draft, vendor);
  const valueMessage = !value
    ? null
    : value.problem === 'text_too_long'
      ? t('settings_wizard.default_text_too_long', { max: value.max })
      : t(`settings_wizard.default_${value.problem}`);
  const regexError = validationProblem(draft);
  const pkLock = primaryKeyLock(draft, context);
  const pkReason =
    pkLock === 'cannot_disable'
      ? t('settings_wizard.primary_key_cannot_disable')
      : pkLock === 'only_one'
        ? t('settings_wizard.primary_key_only_one')
        : null;

  return (
    <div className="cms-field-wizard__schema">
      <fieldset className="cms-field-wizard__group">
        <legend>{t('settings_wizard.schema_basics')}</legend>
        <div className="cms-field cms-field-wizard__wide">
          <label className="cms-field__label" htmlFor={ids.name}>
            {t('settings_wizard.name')}
          </label>
          <div className="cms-field-wizard__name">
            <input
              id={ids.name}
              className="cms-field__control"
              value={draft.field}
              readOnly={!draft.isNew}
              // biome-ignore lint/a11y/noAutofocus: the name is what the step asks for first
              autoFocus={draft.isNew}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={nameMessage ? true : undefined}
              aria-describedby={ids.nameStatus}
              onChange={(event) => onChange(setName(draft, event.target.value))}
            />
            {draft.isNew && draft.field !== '' ? (
              <Icon
                name={name ? 'close' : 'check'}
                size={20}
                className={`cms-field-wizard__name-icon cms-field-wizard__name-icon--${name ? 'bad' : 'good'}`}
                label={name ? (nameMessage ?? undefined) : t('settings_wizard.name_free')}
              />
            ) : null}
          </div>
          <span
            id={ids.nameStatus}
            className={nameMessage ? 'cms-field-wizard__error' : 'cms-field__hint'}
            role={nameMessage ? 'alert' : undefined}
          >
            {!draft.isNew
              ? t('settings_wizard.name_locked')
              : (nameMessage ?? t('settings_wizard.name_hint'))}
          </span>
        </div>
        <SelectField
          label={t('settings_wizard.type')}
          hint={t('settings_wizard.type_hint')}
          value={draft.type}
          options={types.map((type) => ({ value: type, label: type }))}
          onChange={(type) => onChange(setType(draft, type, vendor))}
        />
        <SelectField
          label={t('settings_wizard.datatype')}
          hint={
            columnless
              ? t('settings_wizard.datatype_none')
              : followsKey
                ? t('settings_wizard.datatype_follows_key')
                : (rangeText ?? undefined)
          }
          value={draft.datatype}
          disabled={columnless || followsKey}
          options={datatypes.map((datatype) => ({
            value: datatype,
            label: datatypeLabel(datatype, vendor),
          }))}
          onChange={(datatype) => onChange(setDatatype(draft, datatype, vendor))}
        />
        <div className="cms-field">
          <label className="cms-field__label" htmlFor={ids.length}>
            {t('settings_wizard.length')}
          </label>
          <input
            id={ids.length}
            className="cms-field__control"
            inputMode={info?.lengthKind === 'precision' ? 'decimal' : 'numeric'}
            value={lengthOn || switchedToText ? draft.length : ''}
            disabled={!lengthOn}
            placeholder={info?.lengthKind === 'precision' ? '10,10' : undefined}
            aria-invalid={lengthMessage ? true : undefined}
            aria-describedby={ids.lengthHint}
            onChange={(event) => onChange(setLength(draft, event.target.value, vendor))}
          />
          <span
            id={ids.lengthHint}
            className={lengthMessage ? 'cms-field-wizard__error' : 'cms-field__hint'}
          >
            {lengthMessage ??
              (switchedToText
                ? t('settings_wizard.length_text_switch', {
                    max: MAX_VARCHAR_BEFORE_TEXT,
                    datatype: datatypeLabel(draft.datatype, vendor),
                  })
                : followsKey
                  ? t('settings_wizard.datatype_follows_key')
                  : !lengthOn
                    ? t('settings_wizard.length_disabled')
                    : info?.lengthKind === 'precision'
                      ? t('settings_wizard.length_precision')
                      : null)}
          </span>
        </div>
        <div className="cms-field">
          <label className="cms-field__label" htmlFor={ids.defaultValue}>
            {t('settings_wizard.default_value')}
          </label>
          {valueKind(draft) === 'boolean' ? (
            <select
              id={ids.defaultValue}
              className="cms-field__control"
              value={draft.defaultValue}
              disabled={!valueOn}
              onChange={(event) => set({ defaultValue: event.target.value })}
            >
              <option value="">{t('settings_wizard.default_none')}</option>
              <option value="true">{t('settings_wizard.default_true')}</option>
              <option value="false">{t('settings_wizard.default_false')}</option>
            </select>
          ) : (
            <input
              id={ids.defaultValue}
              className="cms-field__control"
              value={draft.defaultValue}
              disabled={!valueOn}
              autoComplete="off"
              aria-invalid={valueMessage ? true : undefined}
              aria-describedby={ids.defaultHint}
              onChange={(event) => set({ defaultValue: event.target.value })}
            />
          )}
          <span
            id={ids.defaultHint}
            className={valueMessage ? 'cms-field-wizard__error' : 'cms-field__hint'}
          >
            {valueMessage ?? (valueOn ? null : t('settings_wizard.default_value_disabled'))}
          </span>
        </div>
        {signedAllowed(draft) ? (
          <Switch
            label={t('settings_wizard.signed')}
            hint={t('settings_wizard.signed_hint')}
            checked={draft.signed}
            onChange={(signed) => set({ signed })}
          />
        ) : null}
      </fieldset>

      <fieldset className="cms-field-wizard__group">
        <legend>{t('settings_wizard.schema_behaviour')}</legend>
        <Switch
          label={t('settings_wizard.required')}
          hint={
            requiredAllowed(draft)
              ? t('settings_wizard.required_hint')
              : t('settings_wizard.required_disabled')
          }
          checked={draft.required}
          disabled={!requiredAllowed(draft)}
          onChange={(required) => set({ required })}
        />
        <Switch
          label={t('settings_wizard.unique')}
          hint={t('settings_wizard.unique_hint')}
          checked={draft.unique}
          disabled={columnless}
          onChange={(unique) => set({ unique })}
        />
        <Switch
          label={t('settings_wizard.indexed_label')}
          hint={
            indexAllowed(draft)
              ? t('settings_wizard.indexed_hint')
              : t('settings_wizard.indexed_disabled')
          }
          checked={indexAllowed(draft) && draft.indexed}
          disabled={!indexAllowed(draft)}
          onChange={(indexed) => set({ indexed })}
        />
        <Switch
          label={t('settings_wizard.primary_key')}
          hint={pkReason ?? t('settings_wizard.primary_key_hint')}
          tooltip={pkReason}
          checked={draft.primaryKey}
          disabled={pkLock !== null}
          onChange={(on) => onChange(setPrimaryKey(draft, on, context))}
        />
        <Switch
          label={t('settings_wizard.readonly')}
          hint={t('settings_wizard.readonly_hint')}
          checked={draft.readonly}
          onChange={(readonly) => set({ readonly })}
        />
        <div className="cms-field cms-field-wizard__wide">
          <label className="cms-field__label" htmlFor={ids.validation}>
            {t('settings_wizard.validation')}
          </label>
          <input
            id={ids.validation}
            className="cms-field__control cms-field-wizard__mono"
            value={draft.validation}
            autoComplete="off"
            spellCheck={false}
            placeholder="^[a-z]+$"
            aria-invalid={regexError !== null ? true : undefined}
            aria-describedby={ids.validationHint}
            onChange={(event) => set({ validation: event.target.value })}
          />
          <span
            id={ids.validationHint}
            className={regexError !== null ? 'cms-field-wizard__error' : 'cms-field__hint'}
          >
            {regexError !== null
              ? t('settings_wizard.validation_invalid', { message: regexError })
              : t('settings_wizard.validation_hint')}
          </span>
        </div>
      </fieldset>

      <fieldset className="cms-field-wizard__group">
        <legend>{t('settings_wizard.schema_display')}</legend>
        <Switch
          label={t('settings_wizard.hidden_detail')}
          hint={t('settings_wizard.hidden_detail_hint')}
          checked={draft.hiddenDetail}
          onChange={(hiddenDetail) => set({ hiddenDetail })}
        />
        <Switch
          label={t('settings_wizard.hidden_browse')}
          hint={t('settings_wizard.hidden_browse_hint')}
          checked={draft.hiddenBrowse}
          onChange={(hiddenBrowse) => set({ hiddenBrowse })}
        />
        <SelectField
          label={t('settings_wizard.width')}
          value={draft.width}
          options={WIDTHS.map((width) => ({
            value: width,
            label: t(`settings_wizard.width_${width}`),
          }))}
          onChange={(width) => set({ width: WIDTHS.find((entry) => entry === width) ?? 'full' })}
        />
        <div className="cms-field cms-field-wizard__wide">
          <label className="cms-field__label" htmlFor={ids.note}>
            {t('settings_wizard.note')}
          </label>
          <textarea
            id={ids.note}
            className="cms-field__control"
            rows={2}
            value={draft.note}
            onChange={(event) => set({ note: event.target.value })}
          />
          <span className="cms-field__hint">{t('settings_wizard.note_hint')}</span>
        </div>
        <TranslationRows
          rows={draft.translation}
          onChange={(translation) => set({ translation })}
        />
      </fieldset>
    </div>
  );
}

interface SwitchProps {
  label: string;
  hint?: ReactNode;
  /** Why the switch cannot be used, shown on pointer rest as well as in the hint. */
  tooltip?: string | null;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

function Switch({ label, hint, tooltip, checked, disabled = false, onChange }: SwitchProps) {
  const hintId = useId();
  const row = (
    <label className="cms-field-wizard__switch" data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="cms-field-wizard__switch-label">{label}</span>
        {hint ? (
          <span className="cms-field__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
  return tooltip ? (
    <Tooltip text={tooltip} describes={false}>
      {row}
    </Tooltip>
  ) : (
    row
  );
}
