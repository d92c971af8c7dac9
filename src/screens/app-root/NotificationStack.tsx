import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $notifications, dismiss, type Notification } from '../../state/notifications.js';
import { Icon, type IconName, iconFor } from '../../ui/Icon.js';
import { Markdown } from '../../ui/Markdown.js';
import { registerStyles } from '../../ui/styles.js';
import css from './notifications.css';

registerStyles(css);

/**
 * The notification stack (spec 1 §2) as toasts at the bottom right (full width on a phone),
 * announced politely to screen readers.
 */
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

/** The toast variant of each notification colour (v8 names the informative one `accent`). */
const VARIANTS: Record<string, 'info' | 'success' | 'warning' | 'danger'> = {
  accent: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

/** The main icon when a notification names none: one per variant. */
const VARIANT_ICONS: Record<string, IconName> = {
  info: 'info',
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
  const variant = VARIANTS[color] ?? 'info';
  const content = (
    <>
      <Icon
        className="cms-notification__icon"
        name={iconFor(iconMain, VARIANT_ICONS[variant] ?? 'info')}
        size={20}
      />
      <span className="cms-notification__text">
        <strong className="cms-notification__title">{title}</strong>
        {details ? <Markdown source={details} /> : null}
      </span>
      {iconRight ? <Icon name={iconFor(iconRight, 'info')} size={20} /> : null}
    </>
  );
  return (
    <li className={`cms-notification cms-notification--${variant}`}>
      {onClick ? (
        <button type="button" className="cms-notification__body" onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className="cms-notification__body">{content}</div>
      )}
      <button
        type="button"
        className="cms-notification__dismiss"
        aria-label={t('notifications.dismiss', { title })}
        onClick={() => dismiss(notification.id)}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}
