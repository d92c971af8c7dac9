import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $notifications, dismiss, type Notification } from '../../state/notifications.js';
import { Button } from '../../ui/Button.js';
import { registerStyles } from '../../ui/styles.js';
import css from './notifications.css';

registerStyles(css);

/** The notification stack (spec 1 §2), announced politely to screen readers. */
export function NotificationStack() {
  const { t } = useT();
  const notifications = useStore($notifications);
  return (
    <ul
      className="cms-notifications"
      part="notifications"
      aria-live="polite"
      aria-label={t('notifications.label')}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useT();
  const { title, details, color = 'accent', onClick } = notification;
  const content = (
    <>
      <strong className="cms-notice__title">{title}</strong>
      {details ? <span>{details}</span> : null}
    </>
  );
  return (
    <li className={`cms-notice cms-notice--${color} cms-notification`}>
      {onClick ? (
        <button type="button" className="cms-notification__body" onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className="cms-notification__body">{content}</div>
      )}
      <Button
        className="cms-notification__dismiss"
        aria-label={t('notifications.dismiss', { title })}
        onClick={() => dismiss(notification.id)}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}
