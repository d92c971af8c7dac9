import type { FieldInfo } from '../api/types.js';
import { titleCase } from '../shell/collection-title.js';
import { systemFieldLabel } from './system-field-texts.js';

/**
 * A field's label: its translation when present, a system field's in the interface language, else
 * the name in title case (`published_on` → "Published On").
 */
export function fieldLabel(field: FieldInfo, locale?: string | null): string {
  const translation = field.translation;
  if (Array.isArray(translation)) {
    const match = translation.find(
      (entry) =>
        entry && typeof entry === 'object' && (entry as { locale?: string }).locale === locale,
    ) as { translation?: string } | undefined;
    if (match?.translation) return match.translation;
  }
  return systemFieldLabel(field, locale) ?? titleCase(field.field);
}
