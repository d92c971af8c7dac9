import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.js';
import { isFlagSet } from '../../schema/flags.js';
import { Select } from '../../ui/Select.js';
import { interfaceName } from '../interface-texts.js';
import type { InputProps } from '../registry.js';
import { useInstalledDefinitions } from './installed-definitions.js';
import { interfaceChoices } from './interface-choices.js';

/**
 * v8's `interfaces`: an interface id (a field's `interface`, key-value's `keyInterface`) picked by
 * name and icon from the installed interfaces, with a search on name or id. A stored id the admin
 * does not have stays chosen and says so.
 */
export function InterfacesInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const installed = useInstalledDefinitions();
  const relational = isFlagSet(options.relational);
  const status = isFlagSet(options.status);
  const choices = useMemo(
    () =>
      interfaceChoices(installed, { relational, status }, locale, (definition) =>
        interfaceName(t, definition),
      ),
    [installed, relational, status, locale, t],
  );
  const current = typeof value === 'string' ? value : '';
  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder !== ''
      ? options.placeholder
      : t('meta_interfaces.interface_placeholder');
  const missing =
    current !== '' && !choices.some((choice) => choice.value === current)
      ? [{ value: current, label: t('meta_interfaces.interface_unknown', { id: current }) }]
      : [];
  return (
    <Select
      id={id}
      value={current}
      disabled={readonly}
      invalid={invalid}
      placeholder={placeholder}
      searchable
      searchLabel={t('meta_interfaces.interface_search')}
      options={[{ value: '', label: placeholder }, ...missing, ...choices]}
      onChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
