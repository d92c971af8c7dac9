import { i18n } from '../i18n/instance.js';
import { notify } from './notifications.js';
import { onReset } from './reset.js';

// A missing or failing extension (spec 2 "Missing or failing extension"): the caller shows its
// fallback (plain input, plain text, the table) and this says so once per extension and session,
// naming it, so a listing of 50 rows with an unknown display does not raise 50 notifications.

export type ExtensionErrorKind = 'interface' | 'layout' | 'module';

const reported = new Set<string>();

export function reportExtensionError(kind: ExtensionErrorKind, id: string): void {
  const key = `${kind}:${id}`;
  if (reported.has(key)) return;
  reported.add(key);
  notify({
    title: i18n.t('shell.extension_error'),
    details: i18n.t('shell.extension_error_body', { ext: id }),
    color: 'warning',
  });
}

onReset(() => reported.clear());
