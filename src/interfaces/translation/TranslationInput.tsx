import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { FormField } from '../../form/FormField.js';
import { fieldWidths, formFields, isFieldRequired } from '../../form/field-rules.js';
import { useT } from '../../i18n/use-t.js';
import { mayAtAll, useGrants } from '../../permissions/index.js';
import { isFlagSet } from '../../schema/flags.js';
import { $collections, $relations } from '../../state/schema.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { Tabs } from '../../ui/Tabs.js';
import { languageName } from '../language/language-choices.js';
import type { InputProps } from '../registry.js';
import { type TranslationLanguage, translationLanguages } from './translation-languages.js';
import {
  hasTranslation,
  isLanguageCleared,
  presentLanguages,
  rowOfLanguage,
  type TranslationSetup,
  translationRows,
  translationSetup,
  withoutTranslation,
  withTranslationValue,
} from './translation-rows.js';

type Row = Record<string, unknown>;

/**
 * A translation field: a tab per language (the `languages` option, plus any language the item
 * already has), each a form of the translations collection's fields, every field with its own
 * interface. A dot marks the languages with content. The value is the translation rows
 * (translation-rows.ts stages creates, updates and deletes of them).
 */
export function TranslationInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t, locale } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const [selected, setSelected] = useState<string | null>(null);
  const setup = translationSetup(field, options, relations, collections);
  if (setup === 'no_relation') {
    return <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>;
  }
  if (setup === 'no_language_field') {
    return (
      <p className="cms-form-field__problem">
        {t('relational_interfaces.translation_no_language_field')}
      </p>
    );
  }

  const rows = translationRows(value);
  const parsed = translationLanguages(options.languages, locale);
  const configured = parsed.languages.map((language) => language.code);
  // A language the item has but the option no longer lists still gets its tab.
  const languages: TranslationLanguage[] = [
    ...parsed.languages,
    ...presentLanguages(rows, setup, configured)
      .filter((code) => !configured.includes(code))
      .map((code) => ({ code, name: languageName(code, locale) })),
  ];
  const current = languages.find((language) => language.code === selected) ?? languages[0];

  return (
    <fieldset className="cms-translation" id={id} aria-labelledby={`${id}-label`}>
      {parsed.invalid ? (
        <p className="cms-form-field__warning">
          {t('relational_interfaces.translation_languages_invalid')}
        </p>
      ) : null}
      <Tabs
        label={t('relational_interfaces.translation_languages')}
        value={current?.code}
        onChange={setSelected}
        tabs={languages.map((language) => {
          const row = rowOfLanguage(rows, language.code, setup);
          return {
            id: language.code,
            label: <LanguageTabLabel language={language} filled={hasTranslation(row, setup)} />,
            panel: (
              <LanguagePanel
                setup={setup}
                language={language}
                row={row}
                cleared={isLanguageCleared(rows, language.code, setup)}
                readonly={readonly}
                onValue={(name, next) =>
                  onChange(withTranslationValue(rows, language.code, name, next, setup))
                }
                onClear={() => onChange(withoutTranslation(rows, language.code, setup))}
              />
            ),
          };
        })}
      />
    </fieldset>
  );
}

function LanguageTabLabel({
  language,
  filled,
}: {
  language: TranslationLanguage;
  filled: boolean;
}) {
  const { t } = useT();
  return (
    <span className="cms-translation__tab" title={language.code}>
      {language.name}
      {filled ? (
        <>
          <span className="cms-translation__dot" aria-hidden="true" />
          <span className="cms-visually-hidden">
            {` (${t('relational_interfaces.translation_has_content')})`}
          </span>
        </>
      ) : null}
    </span>
  );
}

interface LanguagePanelProps {
  setup: TranslationSetup;
  language: TranslationLanguage;
  row: Row | null;
  cleared: boolean;
  readonly: boolean;
  onValue(name: string, value: unknown): void;
  onClear(): void;
}

/** One language's form: the translated fields, and "Clear translation" once it has a row. */
function LanguagePanel({
  setup,
  language,
  row,
  cleared,
  readonly,
  onValue,
  onClear,
}: LanguagePanelProps) {
  const { t } = useT();
  const grants = useGrants();
  const collection = setup.info.rowsCollection;
  const saved = row !== null && row[setup.info.rowsKey] != null;
  // A missing language is a create, a saved one an update, clearing a saved one a delete.
  const mayEdit = mayAtAll(grants, collection, saved ? 'update' : 'create');
  const mayClear = row !== null && (!saved || mayAtAll(grants, collection, 'delete'));
  const fields = formFields(setup.fields);
  const widths = fieldWidths(fields);
  const values: Row = row ?? { [setup.languageField]: language.code };

  return (
    <div className="cms-translation__panel" data-language={language.code}>
      {row === null ? (
        <p className="cms-field__hint">
          {cleared
            ? t('relational_interfaces.translation_cleared', { language: language.name })
            : t('relational_interfaces.translation_missing', { language: language.name })}
        </p>
      ) : null}
      {!readonly && !mayEdit ? (
        <p className="cms-field__hint">
          {t(
            saved
              ? 'relational_interfaces.translation_no_update'
              : 'relational_interfaces.translation_no_create',
          )}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="cms-field__hint">{t('relational_interfaces.translation_no_fields')}</p>
      ) : (
        <div className="cms-form cms-translation__form">
          {fields.map((one, index) => (
            <FormField
              key={one.field}
              field={one}
              width={widths[index] ?? 'full'}
              value={values[one.field] ?? null}
              values={values}
              staged={false}
              readonly={readonly || !mayEdit || isFlagSet(one.readonly)}
              required={isFieldRequired(one)}
              onChange={(next) => onValue(one.field, next)}
              onUndo={() => {}}
            />
          ))}
        </div>
      )}
      {!readonly && mayClear ? (
        <div className="cms-translation__actions">
          <Button variant="secondary" onClick={onClear}>
            <Icon name="delete" size={18} />
            {t('relational_interfaces.translation_clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
