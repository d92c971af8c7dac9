import type { FieldInfo } from '../../../api/types.js';
import { fieldLabel } from '../../../form/field-label.js';
import { formFields } from '../../../form/field-rules.js';

// The global settings form in sections (spec 3 §2 "Global settings"): the settings fields carry
// `divider` fields (alias, no value) that open a group, "Data", "Security"…; the form shows them as
// headings above their fields instead of inputs.

export function isSettingsDivider(field: FieldInfo): boolean {
  return field.interface === 'divider';
}

export interface SettingsSection {
  /** The divider's field name; `''` for the fields before the first divider. */
  id: string;
  /** The heading; null for the fields before the first divider. */
  title: string | null;
  fields: Record<string, FieldInfo>;
}

/** Fields in form order, split at each divider; a divider without fields after it is dropped. */
export function settingsSections(
  fields: readonly FieldInfo[],
  locale: string | null,
): SettingsSection[] {
  const sections: SettingsSection[] = [{ id: '', title: null, fields: {} }];
  for (const field of formFields(fields)) {
    if (isSettingsDivider(field)) {
      sections.push({ id: field.field, title: dividerTitle(field, locale), fields: {} });
    } else {
      const current = sections.at(-1);
      if (current) current.fields[field.field] = field;
    }
  }
  return sections.filter((section) => Object.keys(section.fields).length > 0);
}

/** The divider's `title` option, else its label (translation or the field name, title-cased). */
function dividerTitle(field: FieldInfo, locale: string | null): string {
  const title = field.options?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : fieldLabel(field, locale);
}
