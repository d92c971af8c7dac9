// The toggle's `labelOn` / `labelOff` options: the text beside the control for each state. Fields
// saved by earlier versions of this admin have one `label` for both, which still reads as each.

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toggleLabel(options: Record<string, unknown>, on: boolean): string | null {
  return text(on ? options.labelOn : options.labelOff) ?? text(options.label);
}
