import type { FieldInfo } from '../../api/types.js';
import { FormField } from '../../form/FormField.js';
import { fieldLabel } from '../../form/field-label.js';
import {
  fieldWidths,
  formFields,
  isFieldReadonly,
  isFieldRequired,
} from '../../form/field-rules.js';
import { valuesEqual } from '../../form/values-equal.js';
import { useT } from '../../i18n/use-t.js';
import '../../interfaces/index.js';
import { batchBlockReason, initialBatchValue } from './batch-fields.js';
import type { BatchSession } from './use-batch-session.js';
import './register-batch-styles.js';

interface BatchFormProps {
  fields: Readonly<Record<string, FieldInfo>>;
  session: BatchSession;
  /** The user may update every selected item. */
  canWrite: boolean;
  readBlacklist: readonly string[];
  writeBlacklist: readonly string[];
}

/**
 * The item form in batch mode (spec 2 §4, §5): the same fields, order, widths and interfaces as
 * the item form, each behind a labelled switch. A field is read-only until switched on; fields
 * that cannot take one value for every item keep their switch disabled and say why.
 */
export function BatchForm({
  fields,
  session,
  canWrite,
  readBlacklist,
  writeBlacklist,
}: BatchFormProps) {
  const { t, locale } = useT();
  const shown = formFields(fields, readBlacklist);
  const widths = fieldWidths(shown);
  return (
    <div className="cms-form cms-batch-form">
      {shown.map((field, index) => {
        const name = field.field;
        const label = fieldLabel(field, locale);
        const reason = batchBlockReason(field);
        const lockedAnyway = isFieldReadonly(field, { writeBlacklist, canWrite });
        const on = session.active.has(name);
        const value = on ? (session.values[name] ?? null) : null;
        const width = widths[index] ?? 'full';
        return (
          <div key={name} className="cms-batch-field" data-width={width} data-batch-field={name}>
            <label className="cms-batch-field__switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={on}
                checked={on}
                disabled={reason !== null || lockedAnyway}
                onChange={(event) => session.toggle(field, event.currentTarget.checked)}
              />
              <span>{t('batch.change_field', { field: label })}</span>
            </label>
            {reason ? <p className="cms-field__hint">{t(`batch.blocked_${reason}`)}</p> : null}
            <FormField
              field={field}
              width="full"
              value={value}
              values={session.values}
              staged={on && !valuesEqual(value, initialBatchValue(field))}
              readonly={isFieldReadonly(field, { writeBlacklist, canWrite, batchBlocked: !on })}
              required={isFieldRequired(field)}
              onChange={(next) => session.stage(name, next)}
              onUndo={() => session.stage(name, initialBatchValue(field))}
            />
          </div>
        );
      })}
    </div>
  );
}
