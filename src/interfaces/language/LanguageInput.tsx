import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Select, type SelectOption } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { languageChoices, languageName } from './language-choices.js';

/**
 * A language code (the user's `locale`) chosen from a searchable list: each language is named in
 * the admin's language, with its own name and code as the hint. `limit` keeps the list to the
 * languages the admin itself can show. A stored code the list lacks stays chosen.
 */
export function LanguageInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const limit = options.limit === true;
  const choices = useMemo(() => languageChoices(limit, locale), [limit, locale]);
  const current = typeof value === 'string' ? value : '';
  const selectOptions: SelectOption[] = choices.map((choice) => ({
    value: choice.code,
    label: choice.name,
    hint: choice.nativeName === choice.name ? choice.code : `${choice.nativeName} · ${choice.code}`,
  }));
  if (current !== '' && !choices.some((choice) => choice.code === current)) {
    selectOptions.push({ value: current, label: languageName(current, locale), hint: current });
  }
  const placeholder = t('user_interfaces.language_choose');
  return (
    <Select
      id={id}
      value={current}
      disabled={readonly}
      invalid={invalid}
      searchable
      searchLabel={t('user_interfaces.language_search')}
      placeholder={placeholder}
      options={[{ value: '', label: placeholder }, ...selectOptions]}
      onChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
