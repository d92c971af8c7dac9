import { useEffect, useId, useMemo } from 'react';
import type { FieldInfo } from '../api/types.js';
import { useT } from '../i18n/use-t.js';
import { shownOptions } from '../interfaces/interface-texts.js';
import { getInterface } from '../interfaces/registry.js';
import { reportExtensionError } from '../state/extension-errors.js';
import { FallbackInput } from './FallbackInput.js';
import { FieldMenu } from './FieldMenu.js';
import { fieldDefault } from './field-default.js';
import { fieldLabel } from './field-label.js';
import { fieldMenuState } from './field-menu-state.js';
import type { FieldWidth } from './field-rules.js';
import { localizedSystemField } from './system-field-texts.js';

interface FormFieldProps {
  field: FieldInfo;
  width: FieldWidth;
  value: unknown;
  values: Record<string, unknown>;
  staged: boolean;
  readonly: boolean;
  required: boolean;
  onChange(value: unknown): void;
  onUndo(): void;
  /** The server's validation message for this field, if any. */
  problem?: string;
}

/** One field of the item form: label, required marker, field menu, the interface's input, note. */
export function FormField({
  field: serverField,
  width,
  value,
  values,
  staged,
  readonly,
  required,
  onChange,
  onUndo,
  problem,
}: FormFieldProps) {
  const { t, locale } = useT();
  const field = useMemo(() => localizedSystemField(serverField, locale), [serverField, locale]);
  const id = useId();
  const noteId = `${id}-note`;
  const definition = getInterface(field.interface);
  const Input = definition?.input ?? FallbackInput;
  const missing = field.interface && !definition ? field.interface : null;
  useEffect(() => {
    if (missing) reportExtensionError('interface', missing);
  }, [missing]);
  const options = shownOptions(t, definition, field);
  const label = fieldLabel(field, locale);
  const note = typeof field.note === 'string' && field.note !== '' ? field.note : null;
  const defaultValue = fieldDefault(field) ?? null;
  const menuState = fieldMenuState(value, defaultValue, staged);

  return (
    <div className="cms-form-field" data-field={field.field} data-width={width}>
      {/* A label-less interface (divider, file preview) holds no value: no label, no menu. */}
      {definition?.hideLabel ? null : (
        <div className="cms-form-field__head">
          <label className="cms-field__label" htmlFor={id} id={`${id}-label`}>
            {label}
            {required ? (
              <span className="cms-form-field__required" title={t('form.required')}>
                {' *'}
                <span className="cms-visually-hidden">{t('form.required')}</span>
              </span>
            ) : null}
          </label>
          {readonly ? null : (
            <FieldMenu
              label={label}
              state={menuState}
              onClear={() => onChange(null)}
              onReset={() => onChange(defaultValue)}
              onUndo={onUndo}
            />
          )}
        </div>
      )}
      <div className="cms-form-field__input">
        <Input
          id={id}
          value={value}
          field={field}
          options={options}
          readonly={readonly}
          values={values}
          onChange={onChange}
          invalid={problem !== undefined}
        />
      </div>
      {field.interface ? null : (
        <p className="cms-form-field__warning">{t('form.no_interface', { field: field.field })}</p>
      )}
      {note ? (
        <p className="cms-field__hint" id={noteId}>
          {note}
        </p>
      ) : null}
      {problem ? (
        <p className="cms-form-field__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
