import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { interfaceName } from '../interface-texts.js';
import { interfaceFieldOf } from '../interface-types/interface-types-value.js';
import { useInstalledDefinition } from '../interfaces/installed-definitions.js';
import type { InputProps } from '../registry.js';
import { OptionsForm } from './OptionsForm.js';
import { readOptions } from './options-value.js';

/**
 * The options form of the interface named in the sibling field (option `interfaceField`), each
 * option with its own editor, stored as one object. Options the chosen interface does not take
 * (left from another interface) are kept. With no interface chosen, one the admin lacks, or one
 * without options, it says so.
 */
export function InterfaceOptionsInput({
  value,
  field,
  options,
  values,
  readonly,
  onChange,
  id,
}: InputProps) {
  const { t } = useT();
  const interfaceId = values[interfaceFieldOf(options)];
  const definition = useInstalledDefinition(interfaceId);
  const stored = readOptions(value);
  const group = (children: ReactNode) => (
    <fieldset id={id} className="cms-interface-options" aria-labelledby={`${id}-label`}>
      {children}
    </fieldset>
  );

  if (!definition) {
    return group(
      <Notice>
        {typeof interfaceId === 'string' && interfaceId !== ''
          ? t('meta_interfaces.options_interface_missing', { id: interfaceId })
          : t('meta_interfaces.options_choose_interface')}
      </Notice>,
    );
  }
  if ((definition.options ?? []).length === 0) {
    return group(
      <Notice>{t('meta_interfaces.options_none', { name: interfaceName(t, definition) })}</Notice>,
    );
  }
  return group(
    <>
      {stored.ok ? null : (
        <Notice color="warning" title={t('meta_interfaces.options_unreadable')}>
          <pre className="cms-interface-options__raw">{stored.raw}</pre>
        </Notice>
      )}
      <OptionsForm
        collection={field.collection}
        definition={definition}
        options={stored.ok ? stored.options : {}}
        readonly={readonly}
        onChange={onChange}
      />
    </>,
  );
}
