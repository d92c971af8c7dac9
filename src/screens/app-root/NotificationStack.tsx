import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $notifications, dismiss, type Notification } from '../../state/notifications.js';
import { Button } from '../../ui/Button.js';
import { Icon, type IconName, iconFor } from '../../ui/Icon.js';
import { Markdown } from '../../ui/Markdown.js';
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

/** The main icon when a notification names none: one per colour. */
const COLOR_ICONS: Record<string, IconName> = {
  accent: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'error',
};

/**
 * One notification: icon, title, Markdown details (rendered as React elements, so whatever the
 * text holds is escaped), an optional right icon, and the click action when there is one.
 */
function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useT();
  const { title, details, color = 'accent', onClick, iconMain, iconRight } = notification;
  const content = (
    <>
      <Icon
        className="cms-notification__icon"
        name={iconFor(iconMain, COLOR_ICONS[color] ?? 'info')}
        size={20}
      />
      <span className="cms-notification__text">
        <strong className="cms-notice__title">{title}</strong>
        {details ? <Markdown source={details} /> : null}
      </span>
      {iconRight ? <Icon name={iconFor(iconRight, 'info')} size={20} /> : null}
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
