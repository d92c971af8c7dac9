import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t.js';
import { interfaceName } from '../../../interfaces/interface-texts.js';
import { listInterfaces } from '../../../interfaces/registry.js';
import { Link } from '../../../router/Link.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { Button } from '../../../ui/Button.js';
import { Icon, iconFor } from '../../../ui/Icon.js';
import { LinkTableRow } from '../../../ui/LinkTableRow.js';
import { Notice } from '../../../ui/Notice.js';
import { TextField } from '../../../ui/TextField.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { installedInterfaces, matchesFilter } from './installed-interfaces.js';
import { SourceBadge } from './SourceBadge.js';
import { useServerInterfaces } from './use-server-interfaces.js';
import '../../../interfaces/index.js';
import '../register-settings-styles.js';
import './register-interfaces-styles.js';

/**
 * `/settings/interfaces` (spec 3 §2): every installed interface, bundled and hosted by the server,
 * with its id, version, types and source; a row opens the interface's debugger. The bundled ones
 * show at once, the server's join them when its listing answers.
 */
export function InterfacesList({ route }: { route: Route }) {
  const { t, locale } = useT();
  const project = route.params.project ?? '';
  const server = useServerInterfaces(project);
  const [filter, setFilter] = useState('');

  const rows = useMemo(
    () =>
      installedInterfaces(listInterfaces(), server.data ?? [], locale, (definition) =>
        interfaceName(t, definition),
      ),
    [server.data, locale, t],
  );
  const shown = rows.filter((row) => matchesFilter(row, filter));
  const title = t('settings_interfaces.title');
  const debuggerPath = (id: string) => settingsPath(project, 'interfaces', id);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={settingsCrumbs(t, project, { label: title })}
        documentTitle={[title, t('settings.title')]}
      />
      <div className="cms-page cms-settings-interfaces">
        <div className="cms-settings-interfaces__bar">
          <TextField
            type="search"
            label={t('settings_interfaces.filter_label')}
            placeholder={t('settings_interfaces.filter_placeholder')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <p className="cms-settings-interfaces__count" role="status">
            {t('settings_interfaces.shown_count', {
              shown: shown.length,
              total: rows.length,
              count: rows.length,
            })}
          </p>
        </div>
        {server.status === 'loading' && server.data === undefined ? (
          <p className="cms-settings-interfaces__pending" role="status">
            {t('settings_interfaces.server_loading')}
          </p>
        ) : null}
        {server.status === 'error' ? (
          <Notice color="warning" title={t('settings_interfaces.server_failed')} live>
            <p>{t('settings_interfaces.server_failed_body')}</p>
            <Button onClick={server.refetch}>{t('settings_interfaces.retry')}</Button>
          </Notice>
        ) : null}
        {shown.length === 0 ? (
          <Notice>{t('settings_interfaces.none_match', { filter: filter.trim() })}</Notice>
        ) : (
          <table
            className="cms-link-table cms-settings-interfaces__table"
            aria-label={t('settings_interfaces.list_label')}
          >
            <thead>
              <tr>
                <th scope="col">{t('settings_interfaces.column_name')}</th>
                <th scope="col">{t('settings_interfaces.column_id')}</th>
                <th scope="col">{t('settings_interfaces.column_version')}</th>
                <th scope="col">{t('settings_interfaces.column_types')}</th>
                <th scope="col">{t('settings_interfaces.column_source')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <LinkTableRow
                  key={row.id}
                  to={debuggerPath(row.id)}
                  className="cms-settings-interfaces__row"
                  data={{ 'data-interface': row.id, 'data-source': row.source }}
                >
                  <td className="cms-settings-interfaces__name">
                    <Link
                      to={debuggerPath(row.id)}
                      className="cms-link-table__link cms-settings-interfaces__link"
                    >
                      <span className="cms-link-table__icon" aria-hidden="true">
                        <Icon name={iconFor(row.icon, 'extension')} size={20} />
                      </span>
                      {row.name}
                    </Link>
                  </td>
                  <td className="cms-settings-interfaces__id">
                    <code>{row.id}</code>
                  </td>
                  <td className="cms-settings-interfaces__version">
                    {row.version ?? t('settings_interfaces.version_unknown')}
                  </td>
                  <td className="cms-settings-interfaces__types">
                    {row.types.length > 0
                      ? row.types.join(', ')
                      : t('settings_interfaces.types_none')}
                  </td>
                  <td className="cms-settings-interfaces__source">
                    <SourceBadge source={row.source} />
                  </td>
                </LinkTableRow>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
