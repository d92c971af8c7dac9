import { Component, type ReactNode, useEffect, useMemo } from 'react';
import type { FieldInfo } from '../api/types.js';
import { localizedSystemField } from '../form/system-field-texts.js';
import { useT } from '../i18n/use-t.js';
import { getInterface, optionsWithDefaults } from '../interfaces/registry.js';
import { reportExtensionError } from '../state/extension-errors.js';

// A field's value in a listing: the display of its interface when one is registered, else plain
// text. React escapes the text; a display that throws falls back to the plain text as well, so one
// broken display never takes the whole listing down.

/** Plain text for any value: related rows show a name-like field, lists are joined. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const row = value as Record<string, unknown>;
    for (const key of ['name', 'title', 'label', 'first_name', 'filename_download', 'id']) {
      if (row[key] !== undefined && row[key] !== null && typeof row[key] !== 'object') {
        return String(row[key]);
      }
    }
    return JSON.stringify(value);
  }
  return String(value);
}

class DisplayBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function DisplayValue({ field: serverField, value }: { field: FieldInfo; value: unknown }) {
  const { locale } = useT();
  const field = useMemo(() => localizedSystemField(serverField, locale), [serverField, locale]);
  const definition = getInterface(field.interface);
  const missing = field.interface && !definition ? field.interface : null;
  useEffect(() => {
    if (missing) reportExtensionError('interface', missing);
  }, [missing]);
  const text = plainText(value);
  const Display = definition?.display;
  if (!Display) return <>{text}</>;
  return (
    <DisplayBoundary fallback={text}>
      <Display value={value} field={field} options={optionsWithDefaults(definition, field)} />
    </DisplayBoundary>
  );
}
