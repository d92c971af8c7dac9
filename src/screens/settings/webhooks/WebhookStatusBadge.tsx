import type { WebhookStatus } from '../../../api/webhooks.js';
import { useT } from '../../../i18n/use-t.js';
import { statusLabel } from './webhook-labels.js';

/** Active or inactive, as a badge with its word (the colour alone would say nothing to some). */
export function WebhookStatusBadge({ status }: { status: WebhookStatus | string | null }) {
  const { t } = useT();
  const active = status === 'active';
  return (
    <span className={`cms-webhook-status cms-webhook-status--${active ? 'active' : 'inactive'}`}>
      <span className="cms-webhook-status__dot" aria-hidden="true" />
      {statusLabel(t, status)}
    </span>
  );
}
