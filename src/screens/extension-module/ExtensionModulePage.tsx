import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $extensionModules } from '../../state/extensions.js';
import { Notice } from '../../ui/Notice.js';
import { NotFound } from '../not-found/NotFound.js';

/**
 * `/{project}/ext/{id}` (spec 1 §2): the page of an extension module, named in the header. An id
 * no module has is not found. The module's own script (`module.js`) is not run: server-hosted
 * scripts get a contract of their own in a later version, so the page says that plainly.
 */
export function ExtensionModulePage({ route }: { route: Route }) {
  const { t } = useT();
  const modules = useStore($extensionModules);
  const module = modules.find((candidate) => candidate.id === route.params.id);
  if (!module) return <NotFound route={route} />;
  return (
    <>
      <PageHeader title={module.name} />
      <div className="cms-page">
        <Notice color="accent" title={t('extension_module.not_running_title')}>
          {t('extension_module.not_running', { name: module.name })}
        </Notice>
      </div>
    </>
  );
}
