import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { shortened } from '../wysiwyg/html-text.js';
import { markdownText } from './markdown-text.js';

/** Listings show a Markdown value's first words as plain text (React escapes it). */
const DISPLAY_LENGTH = 120;

export function MarkdownDisplay({ value }: DisplayProps) {
  const text = typeof value === 'string' ? markdownText(value) : displayText(value);
  return <span className="cms-display">{shortened(text, DISPLAY_LENGTH)}</span>;
}
