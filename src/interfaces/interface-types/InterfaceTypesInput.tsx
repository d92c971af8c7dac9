import { useT } from '../../i18n/use-t.js';
import { titleCase } from '../../shell/collection-title.js';
import { Notice } from '../../ui/Notice.js';
import { Select } from '../../ui/Select.js';
import { interfaceName } from '../interface-texts.js';
import { useInstalledDefinition } from '../interfaces/installed-definitions.js';
import type { InputProps } from '../registry.js';
import { interfaceFieldOf, readTypes } from './interface-types-value.js';

/**
 * The field types the interface named in the sibling field (option `interfaceField`) can edit:
 * checkboxes, stored as a list; a stored single type (v8's key-value `keyType`) is one choice and
 * stays one. A stored type the interface does not support stays listed, marked, until unticked.
 * With no interface chosen (or one the admin lacks) there is nothing to pick, and it says so.
 */
export function InterfaceTypesInput({
  value,
  options,
  values,
  readonly,
  onChange,
  id,
}: InputProps) {
  const { t } = useT();
  const interfaceId = values[interfaceFieldOf(options)];
  const definition = useInstalledDefinition(interfaceId);
  const stored = readTypes(value);

  if (!definition) {
    return (
      <fieldset
        id={id}
        className="cms-checkboxes cms-interface-types"
        aria-labelledby={`${id}-label`}
      >
        <Notice>
          {typeof interfaceId === 'string' && interfaceId !== ''
            ? t('meta_interfaces.types_interface_missing', { id: interfaceId })
            : t('meta_interfaces.types_choose_interface')}
        </Notice>
        {stored.types.length > 0 ? (
          <p className="cms-field__hint">
            {t('meta_interfaces.types_kept', { types: stored.types.join(', ') })}
          </p>
        ) : null}
      </fieldset>
    );
  }

  const supported = definition.types;
  const unsupported = stored.types.filter((type) => !supported.includes(type));
  const label = (type: string) =>
    supported.includes(type)
      ? titleCase(type)
      : t('meta_interfaces.types_unsupported', {
          type: titleCase(type),
          name: interfaceName(t, definition),
        });

  if (stored.shape === 'single') {
    return (
      <Select
        id={id}
        value={stored.types[0] ?? ''}
        disabled={readonly}
        aria-labelledby={`${id}-label`}
        options={[...unsupported, ...supported].map((type) => ({
          value: type,
          label: label(type),
          hint: type,
        }))}
        onChange={(next) => onChange(next === '' ? null : next)}
      />
    );
  }

  const toggle = (type: string, on: boolean) => {
    const next = on ? [...stored.types, type] : stored.types.filter((one) => one !== type);
    onChange(next.length === 0 ? null : next);
  };
  return (
    <fieldset
      id={id}
      className="cms-checkboxes cms-interface-types"
      aria-labelledby={`${id}-label`}
      data-readonly={readonly || undefined}
    >
      <div className="cms-checkboxes__grid">
        {[...supported, ...unsupported].map((type) => (
          <div className="cms-checkboxes__row" key={type}>
            <label className="cms-checkbox">
              <input
                className="cms-checkbox__control"
                type="checkbox"
                value={type}
                checked={stored.types.includes(type)}
                disabled={readonly}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span className="cms-checkbox__label">{label(type)}</span>
            </label>
          </div>
        ))}
      </div>
      {supported.length === 0 ? <Notice>{t('meta_interfaces.types_none')}</Notice> : null}
    </fieldset>
  );
}
