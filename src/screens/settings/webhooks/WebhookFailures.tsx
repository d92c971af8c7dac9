import { WEBHOOK_FAILURES_LIMIT } from '../../../api/webhooks.js';
import { formatDate } from '../../../i18n/date-format.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { parseServerDate } from '../../item/info/dates.js';
import { RelativeTime } from '../../item/info/RelativeTime.js';
import { useWebhookFailures } from './use-webhooks.js';

/**
 * The webhook's latest delivery failures as the server recorded them (activity `webhook-failed`):
 * when, and what happened. The server retries before it records one, so each is a call given up.
 */
export function WebhookFailures({ project, id }: { project: string; id: string }) {
  const { t, locale } = useT();
  const failures = useWebhookFailures(project, id);
  const headingId = `cms-webhook-failures-${id}`;

  const body = () => {
    if (failures.data === undefined) {
      if (failures.status === 'error' && failures.error) {
        return (
          <Notice color="danger" title={t('settings_webhooks.failures_load_failed')} live>
            <p>
              <code>{errorMessage(t, failures.error)}</code>
            </p>
          </Notice>
        );
      }
      return <Loader label={t('settings_webhooks.failures_loading')} />;
    }
    if (failures.data.length === 0) {
      return (
        <p className="cms-webhook-failures__empty">
          <Icon name="check" size={20} />
          {t('settings_webhooks.failures_empty')}
        </p>
      );
    }
    return (
      <>
        <ol className="cms-webhook-failures__list">
          {failures.data.map((failure) => {
            const date = parseServerDate(failure.action_on);
            return (
              <li key={failure.id} className="cms-webhook-failure" data-activity={failure.id}>
                <Icon name="error" size={20} />
                <div className="cms-webhook-failure__text">
                  <p className="cms-webhook-failure__when">
                    <RelativeTime value={failure.action_on} />
                    <span className="cms-webhook-failure__exact">
                      {formatDate(date, 'long', locale ?? 'en-US')}
                    </span>
                  </p>
                  <p className="cms-webhook-failure__comment">
                    {failure.comment || t('settings_webhooks.failure_no_comment')}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        {failures.data.length >= WEBHOOK_FAILURES_LIMIT ? (
          <p className="cms-field__hint">
            {t('settings_webhooks.failures_limited', { count: WEBHOOK_FAILURES_LIMIT })}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <section className="cms-webhook-failures" aria-labelledby={headingId}>
      <div className="cms-webhook-failures__head">
        <h2 id={headingId} className="cms-webhook-section__title">
          {t('settings_webhooks.failures_title')}
        </h2>
        <Button
          variant="secondary"
          busy={failures.status === 'loading' && failures.data !== undefined}
          onClick={failures.refetch}
        >
          <Icon name="refresh" size={18} />
          {t('settings_webhooks.failures_refresh')}
        </Button>
      </div>
      <p className="cms-field__hint">{t('settings_webhooks.failures_hint')}</p>
      <div aria-live="polite">{body()}</div>
    </section>
  );
}
