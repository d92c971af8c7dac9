import type { FieldInfo } from '../../api/types.js';
import { FallbackInput } from '../../form/FallbackInput.js';
import { fieldLabel } from '../../form/field-label.js';
import { useT } from '../../i18n/use-t.js';
import { shownOptions } from '../interface-texts.js';
import { getInterface } from '../registry.js';
import { type RepeaterSubField, subFieldInfo } from './repeater-fields.js';
import { fallbackSubFieldValue } from './sub-field-value.js';

interface RepeaterRowFieldsProps {
  /** Unique per row: each control's id is this plus the sub-field's name. */
  idPrefix: string;
  parent: FieldInfo;
  subFields: readonly RepeaterSubField[];
  row: Record<string, unknown>;
  readonly: boolean;
  onChange(row: Record<string, unknown>): void;
}

const WIDTHS = new Set(['full', 'half', 'half-left', 'half-right', 'fill']);

/**
 * One row's sub-fields, each with its own interface (an unknown one gets the plain input, as in
 * the item form), laid out by their widths: two half-width fields share a line on a wide screen.
 */
export function RepeaterRowFields({
  idPrefix,
  parent,
  subFields,
  row,
  readonly,
  onChange,
}: RepeaterRowFieldsProps) {
  const { t, locale } = useT();
  return (
    <div className="cms-repeater__fields">
      {subFields.map((sub) => {
        const info = subFieldInfo(parent, sub);
        const definition = getInterface(sub.interface);
        const Input = definition?.input ?? FallbackInput;
        const controlId = `${idPrefix}-${sub.field}`;
        const width = WIDTHS.has(sub.width) ? sub.width : 'full';
        return (
          <div
            key={sub.field}
            className="cms-repeater__field"
            data-width={width}
            data-subfield={sub.field}
          >
            {definition?.hideLabel ? null : (
              <label className="cms-field__label" htmlFor={controlId} id={`${controlId}-label`}>
                {fieldLabel(info, locale)}
              </label>
            )}
            <Input
              id={controlId}
              value={row[sub.field] ?? null}
              field={info}
              options={shownOptions(t, definition, info)}
              readonly={readonly}
              values={row}
              onChange={(next) =>
                onChange({
                  ...row,
                  [sub.field]: definition ? next : fallbackSubFieldValue(sub, next),
                })
              }
            />
            {sub.note ? <p className="cms-field__hint">{sub.note}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
