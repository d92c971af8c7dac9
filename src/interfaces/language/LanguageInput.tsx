import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Select, type SelectOption } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { languageChoices, languageName } from './language-choices.js';

/**
 * A language code chosen from a searchable list. With `limit` (a user's interface language, a
 * project's default) the list holds the admin's own languages, each named in itself, so a reader
 * finds theirs whatever the admin shows now; otherwise every language, named in the admin's
 * language. The hint holds the other name and the code. A stored code the list lacks stays chosen.
 */
export function LanguageInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const limit = options.limit === true;
  const choices = useMemo(() => languageChoices(limit, locale), [limit, locale]);
  const current = typeof value === 'string' ? value : '';
  const selectOptions: SelectOption[] = choices.map((choice) => {
    const [label, other] = limit
      ? [choice.nativeName, choice.name]
      : [choice.name, choice.nativeName];
    return {
      value: choice.code,
      label,
      hint: other === label ? choice.code : `${other} · ${choice.code}`,
    };
  });
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
