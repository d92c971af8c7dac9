import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { TextField } from '../../ui/TextField.js';
import { unknownTemplateFields } from '../display-template.js';

interface TemplateFieldProps {
  label: string;
  readable: readonly FieldInfo[];
  /** What the layout uses when the field is empty (the collection's template). */
  fallback: string;
  value: string;
  onChange(value: string): void;
}

/**
 * A display template input (`{{title}}`), shared by the calendar and timeline options. A
 * placeholder naming no readable field is flagged: the layout leaves it out of its query, so it
 * renders empty rather than failing the listing; the text typed is kept as is.
 */
export function TemplateField({ label, readable, fallback, value, onChange }: TemplateFieldProps) {
  const { t } = useT();
  const unknown = unknownTemplateFields(value, readable);
  return (
    <TextField
      label={label}
      value={value}
      placeholder={fallback}
      invalid={unknown.length > 0}
      hint={
        unknown.length > 0
          ? t('calendar.template_unknown', { fields: unknown.join(', ') })
          : t('calendar.template_hint', { example: fallback || '{{id}}' })
      }
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
