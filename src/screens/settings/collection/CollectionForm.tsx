import { type ReactNode, useId, useMemo } from 'react';
import { LOCALES, nativeNameOf } from '../../../i18n/locales.js';
import { useT } from '../../../i18n/use-t.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { IconPicker } from '../../../ui/IconPicker.js';
import { SelectField } from '../../../ui/SelectField.js';
import { TextField } from '../../../ui/TextField.js';
import { type CollectionDraft, translationProblem } from './collection-draft.js';

interface CollectionFormProps {
  draft: CollectionDraft;
  onChange(draft: CollectionDraft): void;
}

/** The collection-level form (spec 3 §2): note, icon, hidden, single, its name per language. */
export function CollectionForm({ draft, onChange }: CollectionFormProps) {
  const { t } = useT();
  const set = (changes: Partial<CollectionDraft>) => onChange({ ...draft, ...changes });
  const languages = useMemo(
    () => LOCALES.map(({ code }) => ({ value: code, label: `${nativeNameOf(code)} (${code})` })),
    [],
  );
  const problem = translationProblem(draft.translations);
  const setRow = (index: number, changes: Partial<CollectionDraft['translations'][number]>) =>
    set({
      translations: draft.translations.map((row, at) =>
        at === index ? { ...row, ...changes } : row,
      ),
    });

  return (
    <div className="cms-collection-form">
      <TextField
        label={t('settings_collections.note')}
        hint={t('settings_collections.note_hint')}
        value={draft.note}
        onChange={(event) => set({ note: event.target.value })}
      />
      <IconPicker
        label={t('settings_collections.icon')}
        value={draft.icon}
        onChange={(icon) => set({ icon })}
      />
      <Switch
        label={t('settings_collections.hidden_label')}
        hint={t('settings_collections.hidden_hint')}
        checked={draft.hidden}
        onChange={(hidden) => set({ hidden })}
      />
      <Switch
        label={t('settings_collections.single_label')}
        hint={t('settings_collections.single_hint')}
        checked={draft.single}
        onChange={(single) => set({ single })}
      />
      <fieldset className="cms-collection-form__translations">
        <legend className="cms-field__label">{t('settings_collections.translations')}</legend>
        <p className="cms-field__hint">{t('settings_collections.translations_hint')}</p>
        {draft.translations.map((row, index) => {
          const language = row.locale ? nativeNameOf(row.locale) : String(index + 1);
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional while typed
              key={index}
              className="cms-collection-form__translation"
              data-translation-row={index}
            >
              <SelectField
                label={t('settings_collections.translation_locale')}
                hideLabel={index > 0}
                value={row.locale}
                options={languages.filter(
                  (option) =>
                    option.value === row.locale ||
                    !draft.translations.some((other) => other.locale === option.value),
                )}
                invalid={row.locale === '' && row.translation.trim() !== ''}
                onChange={(locale) => setRow(index, { locale })}
              />
              <TextField
                label={t('settings_collections.translation_text')}
                hideLabel={index > 0}
                value={row.translation}
                onChange={(event) => setRow(index, { translation: event.target.value })}
              />
              <button
                type="button"
                className="cms-icon-button cms-collection-form__remove"
                aria-label={t('settings_collections.translation_remove', { language })}
                onClick={() =>
                  set({ translations: draft.translations.filter((_, at) => at !== index) })
                }
              >
                <Icon name="close" size={18} />
              </button>
            </div>
          );
        })}
        {problem === 'locale_missing' ? (
          <p className="cms-collection-form__problem" role="alert">
            {t('settings_collections.translation_locale_missing')}
          </p>
        ) : null}
        <div>
          <Button
            onClick={() =>
              set({ translations: [...draft.translations, { locale: '', translation: '' }] })
            }
          >
            <Icon name="add" size={18} />
            {t('settings_collections.translation_add')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

interface SwitchProps {
  label: ReactNode;
  hint: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

function Switch({ label, hint, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="cms-collection-form__switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <label className="cms-field__label" htmlFor={id}>
          {label}
        </label>
        <span className="cms-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </span>
    </div>
  );
}
