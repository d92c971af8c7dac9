import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';

/** Nothing at this address: inside the shell when signed in, else on its own. */
export function NotFound({ route }: { route: Route }) {
  const { t } = useT();
  const body = (
    <>
      <p>
        {t('not_found.body')} <code>{route.path}</code>
      </p>
      <Link to="/">{t('not_found.home')}</Link>
    </>
  );
  if (route.public) return <PublicFrame title={t('not_found.title')}>{body}</PublicFrame>;
  return (
    <>
      <PageHeader title={t('not_found.title')} />
      <div className="cms-page">{body}</div>
    </>
  );
}
