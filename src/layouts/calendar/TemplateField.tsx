import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { TextField } from '../../ui/TextField.js';
import { defaultTemplate, unknownTemplateFields } from '../display-template.js';

interface TemplateFieldProps {
  label: string;
  readable: readonly FieldInfo[];
  value: string;
  onChange(value: string): void;
}

/**
 * A display template input (`{{title}}`), shared by the calendar and timeline options. A
 * placeholder naming no readable field is flagged: the layout leaves it out of its query, so it
 * renders empty rather than failing the listing; the text typed is kept as is.
 */
export function TemplateField({ label, readable, value, onChange }: TemplateFieldProps) {
  const { t } = useT();
  const unknown = unknownTemplateFields(value, readable);
  return (
    <TextField
      label={label}
      value={value}
      placeholder={defaultTemplate(readable)}
      invalid={unknown.length > 0}
      hint={
        unknown.length > 0
          ? t('calendar.template_unknown', { fields: unknown.join(', ') })
          : t('calendar.template_hint', { example: defaultTemplate(readable) || '{{id}}' })
      }
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
