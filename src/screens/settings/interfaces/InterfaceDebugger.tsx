import { useMemo } from 'react';
import { APP_VERSION } from '../../../constants.js';
import { serverInterfaceDefinition } from '../../../extensions/server-interfaces.js';
import { useT } from '../../../i18n/use-t.js';
import { interfaceName } from '../../../interfaces/interface-texts.js';
import { type InterfaceDefinition, listInterfaces } from '../../../interfaces/registry.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { Button } from '../../../ui/Button.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { NotFound } from '../../not-found/NotFound.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { DebuggerWorkbench } from './DebuggerWorkbench.js';
import type { InterfaceSource } from './installed-interfaces.js';
import { useServerInterfaces } from './use-server-interfaces.js';
import '../../../interfaces/index.js';
import '../register-settings-styles.js';
import './register-interfaces-styles.js';

interface Found {
  definition: InterfaceDefinition;
  source: InterfaceSource;
  version: string | null;
}

/**
 * `/settings/interfaces/{id}` (spec 3 §2 "Interface debugger"): a bundled interface opens at once;
 * any other id waits for the server's extension listing, and is not-found when that has none.
 */
export function InterfaceDebugger({ route }: { route: Route }) {
  const { t, locale } = useT();
  const project = route.params.project ?? '';
  const id = route.params.id ?? '';
  const bundled = listInterfaces().find((definition) => definition.id === id) ?? null;
  const server = useServerInterfaces(project, bundled === null);

  const found = useMemo((): Found | null => {
    if (bundled) return { definition: bundled, source: 'bundled', version: APP_VERSION };
    const meta = server.data?.find((entry) => entry.id === id);
    if (!meta) return null;
    const version = typeof meta.version === 'string' && meta.version ? meta.version : null;
    return { definition: serverInterfaceDefinition(meta, locale), source: 'server', version };
  }, [bundled, server.data, id, locale]);

  const listTitle = t('settings_interfaces.title');
  const listCrumb = { label: listTitle, to: settingsPath(project, 'interfaces') };

  if (found) {
    const name = interfaceName(t, found.definition);
    return (
      <>
        <PageHeader
          title={name}
          breadcrumb={settingsCrumbs(t, project, listCrumb, { label: name })}
          documentTitle={[name, listTitle, t('settings.title')]}
        />
        <DebuggerWorkbench
          key={`${found.source}:${found.definition.id}`}
          project={project}
          definition={found.definition}
          source={found.source}
          version={found.version}
        />
      </>
    );
  }
  if (server.status === 'error') {
    return (
      <>
        <PageHeader title={listTitle} breadcrumb={settingsCrumbs(t, project, listCrumb)} />
        <div className="cms-page">
          <Notice color="danger" title={t('settings_interfaces.server_failed')} live>
            <Button onClick={server.refetch}>{t('settings_interfaces.retry')}</Button>
          </Notice>
        </div>
      </>
    );
  }
  if (server.status === 'ready') return <NotFound route={route} />;
  return <Loader fullPage label={t('settings_interfaces.loading')} />;
}
