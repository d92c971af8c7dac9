import type { TFunction } from 'i18next';
import type { WebhookEvent, WebhookMethod, WebhookStatus } from '../../../api/webhooks.js';

// How a webhook's stored choices read on screen (the list and the form say them the same way).

type T = TFunction<'app'>;

export function statusLabel(t: T, status: WebhookStatus | string | null): string {
  return status === 'active'
    ? t('settings_webhooks.status_active')
    : t('settings_webhooks.status_inactive');
}

export function methodLabel(method: WebhookMethod | string | null): string {
  return method === 'get' ? 'GET' : 'POST';
}

export function eventLabel(t: T, event: WebhookEvent | string | null): string {
  switch (event) {
    case 'item.create:after':
      return t('settings_webhooks.event_create');
    case 'item.update:after':
      return t('settings_webhooks.event_update');
    case 'item.delete:after':
      return t('settings_webhooks.event_delete');
    default:
      return event ?? '';
  }
}
