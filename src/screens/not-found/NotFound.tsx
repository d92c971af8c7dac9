import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';

export function NotFound({ route }: { route: Route }) {
  const { t } = useT();
  return (
    <PublicFrame title={t('not_found.title')}>
      <p>
        {t('not_found.body')} <code>{route.path}</code>
      </p>
      <Link to="/">{t('not_found.home')}</Link>
    </PublicFrame>
  );
}
