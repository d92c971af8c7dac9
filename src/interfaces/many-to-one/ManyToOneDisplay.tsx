import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { renderTemplate } from '../render-template.js';

/** The related item through the `template` option; a bare key is shown as it is. */
export function ManyToOneDisplay({ value, options }: DisplayProps) {
  const template = typeof options.template === 'string' ? options.template : '';
  const text =
    value !== null && typeof value === 'object' && template !== ''
      ? renderTemplate(template, value)
      : displayText(value);
  return <span className="cms-display">{text}</span>;
}
