import { useStore } from '@nanostores/react';
import type { Webhook } from '../../../api/webhooks.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { collectionDisplayName } from '../../../interfaces/collections/collection-choices.js';
import { Link } from '../../../router/Link.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { $collections } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { LinkTableRow } from '../../../ui/LinkTableRow.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { useWebhooks } from './use-webhooks.js';
import { WebhookStatusBadge } from './WebhookStatusBadge.js';
import { eventLabel, methodLabel } from './webhook-labels.js';
import './register-webhooks-styles.js';

/**
 * `/{project}/settings/webhooks` (spec 3 §2): the project's webhooks as a table (status, URL,
 * method, event, collection); a row opens the webhook (its URL is the keyboard's link), New
 * creates one.
 */
export function WebhooksList({ route }: { route: Route }) {
  const { t, locale } = useT();
  const project = route.params.project ?? '';
  const collections = useStore($collections);
  const webhooks = useWebhooks(project);
  const title = t('settings_webhooks.title');
  const detailPath = (id: number) => settingsPath(project, 'webhooks', String(id));
  // `+` stays as it is (settingsPath would encode it).
  const createPath = `${settingsPath(project, 'webhooks')}/+`;

  const body = () => {
    if (webhooks.data === undefined) {
      if (webhooks.status === 'error' && webhooks.error) {
        return (
          <Notice color="danger" title={t('settings_webhooks.load_failed')} live>
            <p>
              <code>{errorMessage(t, webhooks.error)}</code>
            </p>
            <Button onClick={webhooks.refetch}>{t('settings_webhooks.retry')}</Button>
          </Notice>
        );
      }
      return <Loader label={t('settings_webhooks.loading')} />;
    }
    if (webhooks.data.length === 0) {
      return (
        <div className="cms-webhooks-empty">
          <Icon name="send" size={40} />
          <p className="cms-webhooks-empty__title">{t('settings_webhooks.empty_title')}</p>
          <p className="cms-webhooks-empty__body">{t('settings_webhooks.empty_body')}</p>
          <Link to={createPath} className="cms-button cms-button--primary">
            <Icon name="add" size={18} />
            {t('settings_webhooks.empty_action')}
          </Link>
        </div>
      );
    }
    return (
      <table className="cms-link-table cms-webhooks-table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('settings_webhooks.status')}</th>
            <th scope="col">{t('settings_webhooks.url')}</th>
            <th scope="col">{t('settings_webhooks.method')}</th>
            <th scope="col">{t('settings_webhooks.event')}</th>
            <th scope="col">{t('settings_webhooks.collection')}</th>
          </tr>
        </thead>
        <tbody>
          {webhooks.data.map((webhook: Webhook) => (
            <LinkTableRow
              key={webhook.id}
              to={detailPath(webhook.id)}
              className="cms-webhooks-table__row"
              data={{ 'data-webhook': webhook.id, 'data-status': webhook.status }}
            >
              <td className="cms-webhooks-table__status">
                <WebhookStatusBadge status={webhook.status} />
              </td>
              <td className="cms-webhooks-table__url">
                <Link
                  to={detailPath(webhook.id)}
                  className="cms-link-table__link cms-webhooks-table__link"
                  // A long URL is cut short in its cell; the whole of it shows on hover.
                  title={webhook.url ?? undefined}
                >
                  {webhook.url || t('settings_webhooks.no_url', { id: webhook.id })}
                </Link>
              </td>
              <td className="cms-webhooks-table__method">
                <span className="cms-webhook-method">{methodLabel(webhook.http_action)}</span>
              </td>
              <td className="cms-webhooks-table__event">
                {eventLabel(t, webhook.directus_action)}
              </td>
              <td className="cms-webhooks-table__collection">
                {webhook.collection
                  ? collectionDisplayName(webhook.collection, collections, locale)
                  : ''}
              </td>
            </LinkTableRow>
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={settingsCrumbs(t, project, { label: title })}
        documentTitle={[title, t('settings.title')]}
        actions={
          <Link className="cms-button cms-button--primary" to={createPath}>
            <Icon name="add" size={18} />
            <span className="cms-button__label">{t('settings_webhooks.new')}</span>
          </Link>
        }
      />
      <div className="cms-page cms-settings-page">{body()}</div>
    </>
  );
}
