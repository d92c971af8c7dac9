/** Moves focus to a field's input (not its menu button), the way a user would reach it. */
export function focusField(form: HTMLElement, name: string): void {
  const field = form.querySelector(`[data-field="${CSS.escape(name)}"]`);
  const input = field?.querySelector<HTMLElement>(
    '.cms-form-field__input :is(input:not([type="hidden"]), select, textarea, button, [tabindex]):not([disabled]):not([tabindex="-1"])',
  );
  input?.focus();
  field?.scrollIntoView?.({ block: 'nearest' });
}
