import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { FormField } from '../../form/FormField.js';
import { fieldWidths, formFields, isFieldRequired } from '../../form/field-rules.js';
import { useT } from '../../i18n/use-t.js';
import { isFlagSet } from '../../schema/flags.js';
import { $collections } from '../../state/schema.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';

/** Field types that are views of other rows, not values of the new item itself. */
const RELATED_ROWS = new Set(['o2m', 'm2m', 'translation', 'alias']);

/**
 * The fields a new related item is filled in with: its collection's form fields, without the
 * field pointing back at the item being edited (the save sets it) and without rows of further
 * relations; an integer primary key is the database's to assign, any other is typed.
 */
export function newItemFields(
  fields: Readonly<Record<string, FieldInfo>>,
  pointingBack: string | null,
): FieldInfo[] {
  return formFields(fields).flatMap((field) => {
    if (field.field === pointingBack || RELATED_ROWS.has(field.type)) return [];
    if (!isFlagSet(field.primary_key)) return [field];
    return field.type === 'integer' ? [] : [{ ...field, interface: 'text-input' }];
  });
}

interface CreateRelatedDialogProps {
  open: boolean;
  collection: string;
  pointingBack: string | null;
  onCancel(): void;
  /** The new item's values, staged with the parent (created when the parent is saved). */
  onCreate(values: Record<string, unknown>): void;
}

/** "Create new" of the to-many interfaces: a form of the related collection in a dialog. */
export function CreateRelatedDialog({
  open,
  collection,
  pointingBack,
  onCancel,
  onCreate,
}: CreateRelatedDialogProps) {
  const { t } = useT();
  const collections = useStore($collections);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const fields = newItemFields(collections[collection]?.fields ?? {}, pointingBack);
  const widths = fieldWidths(fields);
  const close = (done: () => void) => {
    setValues({});
    done();
  };
  return (
    <Dialog
      open={open}
      title={t('interface_options.to_many_create_title')}
      onCancel={() => close(onCancel)}
      actions={
        <>
          <Button onClick={() => close(onCancel)}>{t('interface_options.to_many_cancel')}</Button>
          <Button variant="primary" onClick={() => close(() => onCreate(values))}>
            {t('interface_options.to_many_create_confirm')}
          </Button>
        </>
      }
    >
      {fields.length === 0 ? (
        <p className="cms-field__hint">{t('interface_options.to_many_no_fields')}</p>
      ) : (
        <div className="cms-form cms-to-many__create-form">
          {fields.map((field, index) => (
            <FormField
              key={field.field}
              field={field}
              width={widths[index] ?? 'full'}
              value={values[field.field] ?? null}
              values={values}
              staged={field.field in values}
              readonly={isFlagSet(field.readonly)}
              required={isFieldRequired(field)}
              onChange={(next) => setValues((current) => ({ ...current, [field.field]: next }))}
              onUndo={() => setValues(({ [field.field]: _undone, ...rest }) => rest)}
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}
