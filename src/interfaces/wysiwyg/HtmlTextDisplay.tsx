import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { htmlText, shortened } from './html-text.js';

/** Listings show a rich-text value's first words as text (React escapes it). */
const DISPLAY_LENGTH = 120;

export function HtmlTextDisplay({ value }: DisplayProps) {
  const text = typeof value === 'string' ? htmlText(value) : displayText(value);
  return <span className="cms-display">{shortened(text, DISPLAY_LENGTH)}</span>;
}
