import { parseChoices } from '../dropdown/choices.js';

// The `choices` of radio-buttons, like the dropdown's (value → label, possibly a JSON string).
// With `format` on, labels read as titles: `in_review` → "In Review", a written label keeps its
// words and only gains a capital first letter.

export interface RadioChoice {
  value: string;
  label: string;
}

function asTitle(label: string): string {
  return label
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function radioChoices(options: Record<string, unknown>): RadioChoice[] {
  const format = options.format !== false;
  return parseChoices(options.choices).map(({ value, label }) => ({
    value,
    label: format ? asTitle(label) || value : label,
  }));
}
