import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { renderTemplate } from '../render-template.js';
import { parseRepeaterValue, repeaterStructure } from './repeater-value.js';

/** In a listing: the rows' titles from the template, else how many rows there are. */
export function RepeaterDisplay({ value, options }: DisplayProps) {
  const { t } = useT();
  const parsed = parseRepeaterValue(value, repeaterStructure(options));
  if (!parsed.ok) return <span className="cms-display">{parsed.raw}</span>;
  if (parsed.rows.length === 0) return null;
  const template = typeof options.template === 'string' ? options.template : '';
  const titles = template
    ? parsed.rows.map((row) => renderTemplate(template, row).trim()).filter(Boolean)
    : [];
  return (
    <span className="cms-display">
      {titles.length === parsed.rows.length
        ? titles.join(', ')
        : t('repeater.count', { count: parsed.rows.length })}
    </span>
  );
}
