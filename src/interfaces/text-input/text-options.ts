import { titleCase } from '../../shell/collection-title.js';

/**
 * The `monospace` option; text-input fields saved by earlier versions of this admin name the font
 * instead (`font: "monospace"`), which reads the same.
 */
export function isMonospace(options: Record<string, unknown>): boolean {
  return options.monospace === true || options.font === 'monospace';
}

/** The `formatValue` option: the shown value as a title ("hello_world" → "Hello World"). */
export function shownText(text: string, options: Record<string, unknown>): string {
  return options.formatValue === true ? titleCase(text) : text;
}
