import { useStore } from '@nanostores/react';
import { useT } from '../i18n/use-t.js';
import { $extensionsMissing } from '../state/extensions.js';
import { Notice } from '../ui/Notice.js';

/**
 * The extensions-missing warning (spec 1 §2): without interfaces or layouts no item can be listed
 * or edited. It stays above the screen instead of replacing it, so settings remain reachable.
 */
export function ExtensionsMissing() {
  const { t } = useT();
  const missing = useStore($extensionsMissing);
  if (!missing) return null;
  return (
    <Notice
      color="warning"
      title={t('shell.extensions_missing_title')}
      className="cms-shell__banner"
    >
      {t('shell.extensions_missing_body')}
    </Notice>
  );
}
