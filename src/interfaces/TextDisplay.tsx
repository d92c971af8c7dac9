import { displayText } from './display-text.js';
import type { DisplayProps } from './registry.js';

/** The plain display most interfaces use in listings. */
export function TextDisplay({ value }: DisplayProps) {
  return <span className="cms-display">{displayText(value)}</span>;
}
