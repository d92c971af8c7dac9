import { useId } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { FallbackInput } from '../../form/FallbackInput.js';
import { useT } from '../../i18n/use-t.js';
import { optionComment, optionLabel, translatedEditorOptions } from '../interface-texts.js';
import { getInterface, type InterfaceOption, optionsWithDefaults } from '../registry.js';

// One option of an interface, edited with the interface the option names (a plain input when that
// one is not installed): the field wizard's options tab, the interface debugger and the
// interface-options interface all edit options with it.

export interface OptionInputProps {
  collection: string;
  /** The interface the option belongs to (its texts are translated under its id). */
  interfaceId: string;
  option: InterfaceOption;
  /** The options being edited, with their defaults filled in (siblings read each other here). */
  options: Record<string, unknown>;
  readonly?: boolean;
  onChange(value: unknown): void;
}

export function OptionInput({
  collection,
  interfaceId,
  option,
  options,
  readonly = false,
  onChange,
}: OptionInputProps) {
  const { t } = useT();
  const id = useId();
  const hintId = useId();
  const editor = getInterface(option.interface);
  const comment = optionComment(t, interfaceId, option);
  // The option as a field of its own, so its editor gets what a form field gets.
  const field: FieldInfo = {
    id: null,
    collection,
    field: option.name,
    type: editor?.types[0] ?? 'string',
    interface: option.interface,
    options: translatedEditorOptions(t, interfaceId, option),
    note: comment,
  };
  const Input = editor?.input ?? FallbackInput;
  const value = option.name in options ? options[option.name] : (option.default ?? null);
  return (
    <div className="cms-field" data-option={option.name}>
      <label className="cms-field__label" htmlFor={id} id={`${id}-label`}>
        {optionLabel(t, interfaceId, option)}
      </label>
      <Input
        id={id}
        value={value}
        field={field}
        options={optionsWithDefaults(editor, field)}
        readonly={readonly}
        values={options}
        onChange={onChange}
      />
      {comment ? (
        <span className="cms-field__hint" id={hintId}>
          {comment}
        </span>
      ) : null}
    </div>
  );
}
