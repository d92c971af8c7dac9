import { useId } from 'react';
import type { FieldInfo } from '../../../api/types.js';
import { FallbackInput } from '../../../form/FallbackInput.js';
import { useT } from '../../../i18n/use-t.js';
import {
  getInterface,
  type InterfaceDefinition,
  type InterfaceOption,
  optionsWithDefaults,
} from '../../../interfaces/registry.js';
import { titleCase } from '../../../shell/collection-title.js';

interface OptionsTabProps {
  collection: string;
  definition: InterfaceDefinition;
  options: Record<string, unknown>;
  onChange(options: Record<string, unknown>): void;
}

/**
 * The last step: every option of the interface, each edited with the interface it names (a plain
 * input when that one is not bundled); advanced ones behind a disclosure.
 */
export function OptionsTab({ collection, definition, options, onChange }: OptionsTabProps) {
  const { t } = useT();
  const all = definition.options ?? [];
  const basic = all.filter((option) => !option.advanced);
  const advanced = all.filter((option) => option.advanced);
  const render = (option: InterfaceOption) => (
    <OptionInput
      key={option.name}
      collection={collection}
      option={option}
      options={options}
      onChange={(value) => onChange({ ...options, [option.name]: value })}
    />
  );
  if (all.length === 0) {
    return <p className="cms-field-wizard__empty">{t('settings_wizard.options_none')}</p>;
  }
  return (
    <div className="cms-field-wizard__options">
      {basic.map(render)}
      {advanced.length > 0 ? (
        <details className="cms-field-wizard__advanced">
          <summary>{t('settings_wizard.options_advanced')}</summary>
          <div className="cms-field-wizard__options">{advanced.map(render)}</div>
        </details>
      ) : null}
    </div>
  );
}

/** `showCharacterCount` and `max_stars` as "Show Character Count" and "Max Stars". */
function optionLabel(name: string): string {
  return titleCase(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
}

interface OptionInputProps {
  collection: string;
  option: InterfaceOption;
  options: Record<string, unknown>;
  onChange(value: unknown): void;
}

function OptionInput({ collection, option, options, onChange }: OptionInputProps) {
  const id = useId();
  const hintId = useId();
  const editor = getInterface(option.interface);
  // The option as a field of its own, so its editor gets what a form field gets.
  const field: FieldInfo = {
    id: null,
    collection,
    field: option.name,
    type: editor?.types[0] ?? 'string',
    interface: option.interface,
    options: option.options ?? null,
    note: option.comment ?? null,
  };
  const Input = editor?.input ?? FallbackInput;
  const value = option.name in options ? options[option.name] : (option.default ?? null);
  return (
    <div className="cms-field" data-option={option.name}>
      <label className="cms-field__label" htmlFor={id}>
        {optionLabel(option.name)}
      </label>
      <Input
        id={id}
        value={value}
        field={field}
        options={optionsWithDefaults(editor, field)}
        readonly={false}
        values={options}
        onChange={onChange}
      />
      {option.comment ? (
        <span className="cms-field__hint" id={hintId}>
          {option.comment}
        </span>
      ) : null}
    </div>
  );
}
