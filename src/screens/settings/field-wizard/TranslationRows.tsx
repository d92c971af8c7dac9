import { useId } from 'react';
import { LOCALES, nativeNameOf } from '../../../i18n/locales.js';
import { useT } from '../../../i18n/use-t.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { SelectField } from '../../../ui/SelectField.js';
import type { TranslationRow } from './field-draft.js';

interface TranslationRowsProps {
  rows: readonly TranslationRow[];
  onChange(rows: TranslationRow[]): void;
}

/** The field's name per language of the admin: a language and a text per row. */
export function TranslationRows({ rows, onChange }: TranslationRowsProps) {
  const { t, locale: active } = useT();
  const headingId = useId();
  const used = new Set(rows.map((row) => row.locale));
  // The admin's own language first: the translation most often added.
  const free = [active ?? '', ...LOCALES.map((locale) => locale.code)].find(
    (code) => code !== '' && LOCALES.some((locale) => locale.code === code) && !used.has(code),
  );
  const update = (at: number, changes: Partial<TranslationRow>) =>
    onChange(rows.map((row, index) => (index === at ? { ...row, ...changes } : row)));

  return (
    // biome-ignore lint/a11y/useSemanticElements: rows inside the schema tab's display fieldset
    <div
      className="cms-field-wizard__translations cms-field-wizard__wide"
      role="group"
      aria-labelledby={headingId}
    >
      <span className="cms-field__label" id={headingId}>
        {t('settings_wizard.translations')}
      </span>
      <span className="cms-field__hint">{t('settings_wizard.translations_hint')}</span>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div className="cms-field-wizard__translation" key={index} data-locale={row.locale}>
          <SelectField
            label={t('settings_wizard.translation_locale')}
            hideLabel={index > 0}
            value={row.locale}
            options={LOCALES.map((locale) => ({
              value: locale.code,
              label: `${nativeNameOf(locale.code)} (${locale.code})`,
              disabled: locale.code !== row.locale && used.has(locale.code),
            }))}
            onChange={(locale) => update(index, { locale })}
          />
          <TranslationText
            label={t('settings_wizard.translation_text')}
            hideLabel={index > 0}
            value={row.translation}
            onChange={(translation) => update(index, { translation })}
          />
          <Button
            className="cms-field-wizard__icon-button"
            aria-label={t('settings_wizard.translation_remove', { locale: row.locale })}
            onClick={() => onChange(rows.filter((_, other) => other !== index))}
          >
            <Icon name="delete" size={20} />
          </Button>
        </div>
      ))}
      {free ? (
        <div>
          <Button onClick={() => onChange([...rows, { locale: free, translation: '' }])}>
            {t('settings_wizard.translation_add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function TranslationText({
  label,
  hideLabel,
  value,
  onChange,
}: {
  label: string;
  hideLabel: boolean;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="cms-field">
      <label className={hideLabel ? 'cms-visually-hidden' : 'cms-field__label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="cms-field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
