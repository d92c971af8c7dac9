import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { Notice } from '../../ui/Notice.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';

/** What routes whose screens are not built yet show: an honest notice, not placeholder content. */
export function NotAvailableYet({ route }: { route: Route }) {
  const { t } = useT();
  return (
    <PublicFrame title={t('not_available.title')}>
      <Notice color="accent">
        {t('not_available.body')} <code>{route.path}</code>
      </Notice>
    </PublicFrame>
  );
}
