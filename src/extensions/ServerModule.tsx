import { useMemo } from 'react';
import type { ExtensionMeta } from '../api/extensions.js';
import { useT } from '../i18n/use-t.js';
import { useRouter } from '../router/Link.js';
import { Notice } from '../ui/Notice.js';
import { ExtensionHost } from './ExtensionHost.js';
import { moduleApi } from './module-api.js';

// The body of `/{project}/ext/{id}` for a module the server hosts: `module.js` runs with the
// project's API client, the router and the project key. A module that fails shows an error
// state in the page; the shell around it keeps working.

export function ServerModule({ meta, project }: { meta: ExtensionMeta; project: string }) {
  const { t } = useT();
  const router = useRouter();
  const props = useMemo(
    () => ({
      api: moduleApi(project),
      router: { navigate: (path: string) => router.open(path) },
      project,
    }),
    [project, router],
  );
  const name = typeof meta.name === 'string' && meta.name ? meta.name : meta.id;
  return (
    <ExtensionHost
      kind="module"
      meta={meta}
      script="module"
      className="cms-extension cms-extension--module"
      props={props}
      fallback={
        <Notice color="danger" title={t('extensions.module_failed_title')}>
          {t('extensions.module_failed', { name })}
        </Notice>
      }
    />
  );
}
