import type { Locator } from 'playwright-core';

// Drives the admin's Select primitive (a combobox button and a listbox in the top layer) the way a
// person does: open it, click the option. CSS locators reach into the open shadow roots.

/** The open listbox's options (only one Select is open at a time). */
function openOptions(combobox: Locator): Locator {
  return combobox.page().locator('[role="listbox"] [role="option"]');
}

/** Opens the Select and gives its options' labels once at least `atLeast` are listed. */
export async function optionLabels(combobox: Locator, atLeast = 1): Promise<string[]> {
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
  await openOptions(combobox)
    .nth(atLeast - 1)
    .waitFor();
  return openOptions(combobox).allTextContents();
}

/**
 * Whether the Select offers an option labelled `label` now: opens it, reads what it lists, and
 * closes it again when the label is missing, so the next look opens it afresh (for options that
 * arrive after something else changed).
 */
export async function offersOption(combobox: Locator, label: string): Promise<boolean> {
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
  await openOptions(combobox).first().waitFor();
  if ((await openOptions(combobox).allTextContents()).includes(label)) return true;
  await combobox.page().keyboard.press('Escape');
  return false;
}

/** Chooses an option by its value or its label. */
export async function chooseOption(
  combobox: Locator,
  choice: { value: string } | { label: string },
): Promise<void> {
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
  const option =
    'value' in choice
      ? combobox.page().locator(`[role="listbox"] [role="option"][data-value="${choice.value}"]`)
      : openOptions(combobox)
          .filter({
            hasText: new RegExp(`^${choice.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          })
          .first();
  await option.click();
}
