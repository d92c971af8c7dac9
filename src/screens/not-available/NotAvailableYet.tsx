import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { Notice } from '../../ui/Notice.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';

/** What routes whose screens are not built yet show: an honest notice, not placeholder content. */
export function NotAvailableYet({ route }: { route: Route }) {
  const { t } = useT();
  const notice = (
    <Notice color="accent">
      {t('not_available.body')} <code>{route.path}</code>
    </Notice>
  );
  if (route.public) return <PublicFrame title={t('not_available.title')}>{notice}</PublicFrame>;
  return (
    <>
      <PageHeader title={t('not_available.title')} />
      <div className="cms-page">{notice}</div>
    </>
  );
}
