import { useT } from '../../../i18n/use-t.js';
import type { InterfaceSource } from './installed-interfaces.js';
import '../collections/register-settings-collections-styles.js';

/** Where an interface comes from: bundled with the admin, or hosted by the server. */
export function SourceBadge({ source }: { source: InterfaceSource }) {
  const { t } = useT();
  return source === 'server' ? (
    <span className="cms-settings-badge cms-settings-badge--accent">
      {t('settings_interfaces.source_server')}
    </span>
  ) : (
    <span className="cms-settings-badge">{t('settings_interfaces.source_bundled')}</span>
  );
}
